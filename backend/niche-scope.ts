// What a caller sees of the niches: a client that belongs to a niche sees only that one, and no API
// client ever reads a niche's credentials.
import type { FastifyRequest } from "fastify";
import type { Principal } from "./context";

/** The one niche the caller is confined to; undefined for the admin and the admin's own clients. */
export function callerNiche(request: FastifyRequest): number | undefined {
  const p = request.principal;
  return p?.kind === "client" && p.nicheId !== null ? p.nicheId : undefined;
}

/** Whether the caller may see niche `nicheId` (and what belongs to it); nothing without a niche is a niche's. */
export function seesNiche(request: FastifyRequest, nicheId: number | null | undefined): boolean {
  return principalSeesNiche(request.principal, nicheId);
}

/** `seesNiche` for a caller authenticated by the route itself (a public route that answers callers more). */
export function principalSeesNiche(principal: Principal | undefined, nicheId: number | null | undefined): boolean {
  return principal?.kind !== "client" || principal.nicheId === null || principal.nicheId === nicheId;
}

/** Only the admin's session reads a niche's credentials; an answer to API-client credentials never carries them. */
export const readsSecrets = (request: FastifyRequest) => request.principal?.kind !== "client";
