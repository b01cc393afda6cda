// Every answer a route declares (the contract's response, `contract-routes.ts`) is checked against it
// when it is sent. The contract's schemas read tolerantly (defaults, preprocessing): their parsed output
// is another shape, so the original data is what goes out, as JSON.stringify writes it.
// Outside production a mismatch is a 500 naming the route and the issues, so tests catch it; in
// production it is a warning in the log and the answer goes out as it is.
// Cost: only answers handed over as objects pass here (single records, small lists, the bulk import's
// products); the large lists are built as JSON text in Postgres and sent as strings, which Fastify
// does not serialize, so a 20,000-row list is never parsed per request. The contract tests parse those.
import type { FastifyBaseLogger, FastifySerializerCompiler } from "fastify";
import { z } from "zod";

/** An answer that does not match its route's declared response. */
export class ContractMismatchError extends Error {
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${route}: the answer does not match the contract: ${z.prettifyError(new z.ZodError(issues)).replace(/\n/g, " ")}`);
    this.name = "ContractMismatchError";
  }
}

export interface AnswerCheckOptions {
  /** Warn and send instead of failing. */
  production: boolean;
  log: FastifyBaseLogger;
}

export function answerSerializerCompiler({ production, log }: AnswerCheckOptions): FastifySerializerCompiler<z.core.$ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    const route = `${method} ${url} → ${httpStatus}`;
    return (data) => {
      // The functional form takes the contract's zod/mini schemas and classic ones alike.
      const res = z.safeParse(schema, data);
      if (!res.success) {
        const mismatch = new ContractMismatchError(route, res.error.issues);
        if (!production) throw mismatch;
        log.warn({ route, issues: mismatch.issues }, "answer does not match the contract");
      }
      return JSON.stringify(data);
    };
  };
}
