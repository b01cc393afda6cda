import "server-only";
// One verifier per server process for everything that acts on the session cookie (the pages' first
// reads, the expired-session route, the sign-in page, the content renderer), so a verdict learnt by
// one is known to the others.
import { readUpstreamEnv } from "@/lib/config/upstream-env.mjs";
import { createSessionVerifier, upstreamUsersMe, type SessionVerifier } from "./session-verifier";

// On the global object: Next bundles pages and route handlers separately, each with its own copy of
// this module, and they must share what they learnt.
const KEY = Symbol.for("afiliados.serverSessionVerifier");
const holder = globalThis as typeof globalThis & { [KEY]?: SessionVerifier };

/** The process's verifier of session tokens against the API upstream's users/me. */
export function serverSessionVerifier(): SessionVerifier {
  holder[KEY] ??= createSessionVerifier({ askUpstream: (token) => upstreamUsersMe(readUpstreamEnv(process.env).apiUpstream)(token) });
  return holder[KEY];
}
