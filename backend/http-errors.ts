// FastAPI-shaped errors: {"detail": "text"} or, for validation, {"detail": [{loc, msg, type}]}.
import type { FastifyInstance } from "fastify";
import { z } from "zod";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === "string" ? detail : `HTTP ${statusCode}`);
  }
}

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class ValidationError extends HttpError {
  constructor(readonly issues: ValidationIssue[]) {
    super(422, issues);
  }
}

export const notFound = (detail = "Not Found") => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

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
    default:
      return "value_error";
  }
}

/** Converts zod issues to FastAPI's 422 detail list. `where` is body, query or path. */
export function zodToIssues(error: z.ZodError, input: unknown, where: "body" | "query" | "path" | "header"): ValidationIssue[] {
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

/** Parses `input` with `schema` or throws a 422 ValidationError. */
export function parseOr422<S extends z.core.$ZodType>(schema: S, input: unknown, where: "body" | "query" | "path" | "header" = "body"): z.output<S> {
  if (where === "body" && (input === undefined || input === null)) {
    throw new ValidationError([{ loc: ["body"], msg: "Field required", type: "missing" }]);
  }
  // The functional form takes the contract's zod/mini schemas and classic ones alike.
  const res = z.safeParse(schema, input);
  if (!res.success) throw new ValidationError(zodToIssues(res.error, input, where));
  return res.data;
}

/** Parses an integer path parameter (FastAPI answers 422 for a non-integer). */
export function intParam(value: unknown, name: string): number {
  const s = String(value ?? "");
  if (!/^\d{1,9}$/.test(s)) {
    throw new ValidationError([{ loc: ["path", name], msg: "Input should be a valid integer", type: "int_parsing" }]);
  }
  return Number(s);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ detail: "Not Found" });
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers).code(error.statusCode).send({ detail: error.detail });
      return;
    }
    const err = error as { code?: string; statusCode?: number; message?: string; validation?: unknown };
    switch (err.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        reply.code(422).send({ detail: [{ loc: ["body"], msg: "JSON decode error", type: "json_invalid" }] });
        return;
      case "FST_ERR_CTP_BODY_TOO_LARGE":
      case "FST_REQ_FILE_TOO_LARGE":
        reply.code(413).send({ detail: "El cuerpo de la petición es demasiado grande" });
        return;
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      case "FST_INVALID_MULTIPART_CONTENT_TYPE":
        reply.code(415).send({ detail: "Tipo de contenido no soportado" });
        return;
      case "FST_PARTS_LIMIT":
      case "FST_FILES_LIMIT":
      case "FST_FIELDS_LIMIT":
        reply.code(413).send({ detail: "Demasiados archivos o campos en la petición" });
        return;
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      reply.code(status).send({ detail: err.message || "Bad Request" });
      return;
    }
    request.log.error({ err: error }, "unhandled error");
    reply.code(500).send({ detail: "Internal Server Error" });
  });
}
