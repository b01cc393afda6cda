// The contract's OpenAPI document at /openapi.json and an interactive reference at /docs, as FastAPI
// serves them, without a token. @fastify/swagger serves the document as it is (static mode) and
// @fastify/swagger-ui its own copy of Swagger UI's assets: no CDN.
import type { FastifyPluginAsync } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { buildOpenApi } from "../../lib/contract/openapi";

export const OPENAPI_ROUTE = "/openapi.json";
export const DOCS_ROUTE = "/docs";

export const apiDocsPlugin: FastifyPluginAsync = async (app) => {
  // Every route of this (encapsulated) plugin is public: the auth plugin skips `config.public`.
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, public: true };
  });

  const document = buildOpenApi();
  const text = JSON.stringify(document);
  await app.register(swagger, { mode: "static", specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: DOCS_ROUTE,
    // No validator badge: it would send the document to validator.swagger.io.
    uiConfig: { deepLinking: true, validatorUrl: null },
    // Swagger UI's own policy (its inline script and styles by hash), never framed, no third-party images,
    // and without `upgrade-insecure-requests`, which would break the page on a plain-HTTP LAN.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(" validator.swagger.io", "")
        .replace(/\s*upgrade-insecure-requests;?/, ""),
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("X-Frame-Options", "DENY").header("X-Content-Type-Options", "nosniff");
  });

  app.get(OPENAPI_ROUTE, async (_request, reply) => {
    reply.type("application/json; charset=utf-8");
    return text;
  });
};
