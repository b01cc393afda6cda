// Route schemas are zod (classic or the contract's zod/mini); a failed request answers FastAPI's 422 list,
// {"detail": [{"loc": [where, ...path], "msg", "type"}]}, which the panel reads.
import type { FastifySchemaCompiler } from "fastify";
import { z } from "zod";
import { ValidationError, type ValidationIssue } from "./http-errors";

type Where = "body" | "query" | "path" | "header";

/** Fastify's name of a request part → FastAPI's first `loc` element. */
const WHERE: Record<string, Where> = { body: "body", querystring: "query", params: "path", headers: "header" };

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

function issueType(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return `${issue.expected}_type`;
    case "too_small":
      return issue.origin === "string" ? "string_too_short" : "too_short";
    case "too_big":
      return issue.origin === "string" ? "string_too_long" : "too_long";
    case "invalid_format":
      return issue.format === "regex" ? "string_pattern_mismatch" : `${issue.format}_format`;
    case "invalid_value":
      return "enum";
    case "unrecognized_keys":
      return "extra_forbidden";
    case "custom":
      return typeof issue.params?.type === "string" ? issue.params.type : "value_error";
    default:
      return "value_error";
  }
}

/** Converts zod issues to FastAPI's 422 detail list; an absent value is "Field required" / "missing". */
function zodToIssues(error: z.core.$ZodError, input: unknown, where: Where): ValidationIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)) as (string | number)[];
    const missing =
      (issue.code === "invalid_type" || issue.code === "invalid_value" || issue.code === "invalid_union") &&
      valueAt(input, issue.path) === undefined;
    return {
      loc: [where, ...path],
      msg: missing ? "Field required" : issue.message,
      type: missing ? "missing" : issueType(issue),
    };
  });
}

/**
 * Validates each request part with its zod schema and replaces it with the parsed value. Fastify hands
 * an absent body over as null; it is parsed as undefined, so an object schema reports FastAPI's single
 * body-level issue (loc ["body"], "Field required", "missing").
 */
export const fastApiValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = ({ schema, httpPart }) => {
  const where = WHERE[httpPart ?? "body"] ?? "body";
  return (data) => {
    const input = where === "body" && data === null ? undefined : data;
    // The functional form takes the contract's zod/mini schemas and classic ones alike.
    const res = z.safeParse(schema, input);
    return res.success ? { value: res.data } : { error: new ValidationError(zodToIssues(res.error, input, where)) };
  };
};

/** A path id FastAPI declares as an int: nine digits at most, else 422 "int_parsing". */
export const intPathParam = z
  .string()
  .refine((s) => /^\d{1,9}$/.test(s), { error: "Input should be a valid integer", params: { type: "int_parsing" } })
  .transform(Number);
