// FastAPI-shaped errors: {"detail": "text"} or, for validation, {"detail": [{loc, msg, type}]}.
import type { FastifyInstance } from "fastify";
import { ContractMismatchError } from "./answer-serializer";
import { isDatabaseUnavailable } from "./db/unavailable";

/** A database the backend cannot reach is a fault of the server, not of the caller's credentials. */
export const DATABASE_UNAVAILABLE = "Base de datos no disponible. Inténtalo de nuevo en unos segundos.";

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
  constructor(issues: ValidationIssue[]) {
    super(422, issues);
  }
}

export const notFound = (detail: string) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ detail: "Not Found" });
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers).code(error.statusCode).send({ detail: error.detail });
      return;
    }
    if (error instanceof ContractMismatchError) {
      // Thrown outside production only: the detail names the route and the issues, for the tests.
      request.log.error({ route: error.route, issues: error.issues }, "answer does not match the contract");
      reply.code(500).send({ detail: error.message });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      reply.code(503).header("Retry-After", "5").send({ detail: DATABASE_UNAVAILABLE });
      return;
    }
    const err = error as { code?: string; statusCode?: number; message?: string };
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
