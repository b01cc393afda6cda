// Every route needs a caller unless its config says `public`: an admin bearer token or API-client
// credentials, checked on request (before the body is read or validated, so a stranger gets 401, not 422).
// Requests of API clients are counted per UTC day (errors = status >= 400).
import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import type { AppContext, Principal } from "../context";
import { authenticate } from "../auth";
import { HttpError } from "../http-errors";
import { recordClientRequest } from "../repos/api-clients-repo";

declare module "fastify" {
  interface FastifyInstance {
    /** The caller of `request`, or a 401/403 HttpError; for routes that answer strangers differently. */
    authenticate(request: FastifyRequest): Promise<Principal>;
  }
  interface FastifyRequest {
    /** Set on every route that is not public. */
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** No authentication. */
    public?: boolean;
    /** Only the admin user or an API client with the admin scope. */
    adminOnly?: boolean;
    /** Only the admin user's bearer token (API-client credentials refused). */
    userOnly?: boolean;
    /** Open to a client that belongs to a niche too; the handler limits it to that niche (niche-scope.ts). */
    nicheScoped?: boolean;
  }
}

/**
 * API clients: `read` may GET; `write` and `admin` may do anything else; only `admin` reaches adminOnly
 * routes. A client that belongs to a niche reaches only the routes that limit it to that niche.
 */
function checkScopes(principal: Principal, request: FastifyRequest): void {
  if (principal.kind !== "client") return;
  const cfg = request.routeOptions.config;
  if (cfg.userOnly) throw new HttpError(403, "Esta operación requiere la sesión del administrador");
  if (principal.nicheId !== null && !cfg.nicheScoped) throw new HttpError(403, "Este API Client solo tiene acceso a su nicho");
  const scopes = principal.scopes;
  if (scopes.includes("admin")) return;
  if (cfg.adminOnly) throw new HttpError(403, "Permisos insuficientes: se requiere el scope admin");
  const readOnly = request.method === "GET" || request.method === "HEAD";
  if (scopes.includes("write") || (readOnly && scopes.includes("read"))) return;
  throw new HttpError(403, "Permisos insuficientes para esta operación");
}

const utcDay = () => new Date().toISOString().slice(0, 10);

export const authPlugin = fp<{ ctx: Pick<AppContext, "db" | "jwtKey"> }>(
  async (app, { ctx }) => {
    app.decorate("authenticate", (request: FastifyRequest) => authenticate(ctx, request));
    app.decorateRequest("principal", undefined);

    app.addHook("onRequest", async (request) => {
      const cfg = request.routeOptions.config;
      if (!request.routeOptions.url || cfg?.public) return;
      const principal = await authenticate(ctx, request);
      request.principal = principal;
      checkScopes(principal, request);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const p = request.principal;
      if (p?.kind === "client") {
        try {
          await recordClientRequest(ctx.db, p.apiClientId, utcDay(), reply.statusCode >= 400);
        } catch (err) {
          request.log.warn({ err }, "could not record API client usage");
        }
      }
      return payload;
    });
  },
  { name: "auth", fastify: "5.x" },
);
