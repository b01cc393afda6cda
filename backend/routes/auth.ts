// Sign-in (form-encoded username/password), the current user, and sign-out, which ends the calling
// session's token (features/auth/contract.ts).
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context";
import { authContract } from "../../features/auth/contract";
import { contractRoute } from "../contract-routes";
import { HttpError } from "../http-errors";
import { signAccessToken } from "../auth";
import { verifySecret } from "../util/passwords";
import { findUserForSignIn, getUserProfile, revokeTokenId } from "../repos/users-repo";
import { signInFailuresStore } from "../plugins/sign-in-failures-store";

const signInFields = z.object({ username: z.string().min(1), password: z.string().min(1) });
/** FastAPI reads the form fields as separate parameters: without a body each one is reported missing. */
const signInBody = z.preprocess((body) => body ?? {}, signInFields);

/** Failed sign-ins allowed per user name and client address in a minute; the next attempt is refused. */
const MAX_FAILURES = 5;
/**
 * Failed sign-ins allowed per client address in a minute, whatever the user names: without it, each new name
 * gets a fresh budget and a flood of them runs a password check each, slowing every sign-in down.
 */
const MAX_ADDRESS_FAILURES = 10;
const WINDOW_MS = 60_000;
const TOO_MANY = "Demasiados intentos de inicio de sesión. Espera un minuto e inténtalo de nuevo.";

/** Hash of a random value: verifying against it keeps the timing of unknown users similar to known ones. */
const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$3q2+796tvu/erb7v3q2+796tvu/erb7v3q2+796tvu8=";

/**
 * The client address, an IPv6 one by its /64 (what one subscriber holds). request.ip believes X-Forwarded-For
 * only from loopback (Fastify's trustProxy), where the panel's front server runs and sets it to the real peer.
 */
const addressKey = (request: FastifyRequest) => `addr:${normalizeIP(request.ip)}`;

/** The user name (without case) at the client address. */
function nameKey(request: FastifyRequest): string {
  // Read after validation: the body is the parsed sign-in form.
  const { username } = request.body as z.output<typeof signInFields>;
  return `name:${username.toLowerCase()}|${request.ip}`;
}

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const failures = signInFailuresStore(ctx.db);
  await app.register(rateLimit, { global: false, store: failures.Store });
  const failedFromAddress = app.createRateLimit({ max: MAX_ADDRESS_FAILURES, timeWindow: WINDOW_MS, keyGenerator: addressKey });
  const failedForName = app.createRateLimit({ max: MAX_FAILURES, timeWindow: WINDOW_MS, keyGenerator: nameKey });
  const calls = authContract;

  app.route({
    ...contractRoute(calls.signIn, { body: signInBody }),
    config: { public: true },
    handler: async (request) => {
      const { username, password } = request.body;
      // Every attempt is counted before the password is checked, in one atomic step: parallel attempts,
      // on one instance or several, cannot all read a budget that only the first of them may spend.
      // The address comes first, so that a flood of names refused there costs no count per name either.
      const budgets = [];
      for (const limit of [failedFromAddress, failedForName]) {
        const budget = await limit(request);
        if (!budget.isAllowed && budget.isExceeded) {
          throw new HttpError(429, TOO_MANY, { "Retry-After": String(Math.max(1, budget.ttlInSeconds)) });
        }
        budgets.push(budget.key);
      }
      const user = await findUserForSignIn(ctx.db, username);
      const ok = await verifySecret(password, user?.password_hash ?? DUMMY_HASH, addressKey(request));
      if (!user || !ok) throw new HttpError(400, "Usuario o contraseña incorrectos");
      if (!user.is_active) throw new HttpError(400, "Usuario inactivo");
      for (const key of budgets) await failures.forget(key);
      return { access_token: await signAccessToken(ctx.jwtKey, user.id, user.username), token_type: "bearer" };
    },
  });

  app.route({
    ...contractRoute(calls.signOut),
    config: { userOnly: true },
    handler: async (request, reply) => {
      const p = request.principal;
      if (p?.kind !== "user") throw new HttpError(403, "Esta operación requiere la sesión del administrador");
      // The token is refused from now on, on the API and the socket; its open sockets are dropped.
      await revokeTokenId(ctx.db, p.tokenId);
      ctx.realtime.endSession(p.tokenId);
      return reply.code(204).send();
    },
  });

  app.route({
    ...contractRoute(calls.currentUser),
    config: { userOnly: true },
    handler: async (request) => {
      const p = request.principal;
      if (p?.kind !== "user") throw new HttpError(403, "Esta operación requiere la sesión del administrador");
      const user = await getUserProfile(ctx.db, p.userId);
      if (!user) throw new HttpError(401, "Could not validate credentials");
      return user;
    },
  });
};
