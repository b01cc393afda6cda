// POST /api/v1/login/access-token (form-encoded username/password), GET /api/v1/users/me,
// POST /api/v1/logout (ends the calling session's token).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import { HttpError } from "../http-errors";
import { revokeToken, signAccessToken } from "../auth";
import { verifySecret } from "../util/passwords";
import { findUserForSignIn, getUserProfile } from "../repos/users-repo";

const signInFields = z.object({ username: z.string().min(1), password: z.string().min(1) });
/** FastAPI reads the form fields as separate parameters: without a body each one is reported missing. */
const signInBody = z.preprocess((body) => body ?? {}, signInFields);

/** Failed sign-ins allowed per user name and client address in a minute; the next attempt is refused. */
const MAX_FAILURES = 5;
const WINDOW_MS = 60_000;
const TOO_MANY = "Demasiados intentos de inicio de sesión. Espera un minuto e inténtalo de nuevo.";

/** Hash of a random value: verifying against it keeps the timing of unknown users similar to known ones. */
const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$3q2+796tvu/erb7v3q2+796tvu/erb7v3q2+796tvu8=";

/** Failed sign-ins per username+IP in the last minute. */
class LoginThrottle {
  private failures = new Map<string, number[]>();
  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }
  blocked(key: string): boolean {
    return this.recent(key, Date.now()).length >= MAX_FAILURES;
  }
  fail(key: string): void {
    const now = Date.now();
    this.failures.set(key, [...this.recent(key, now), now]);
  }
  reset(key: string): void {
    this.failures.delete(key);
  }
}

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const throttle = new LoginThrottle();

  app.post(
    "/api/v1/login/access-token",
    {
      config: { public: true },
      schema: { body: signInBody },
    },
    async (request) => {
      const { username, password } = request.body;
      const key = `${username.toLowerCase()}|${request.ip}`;
      if (throttle.blocked(key)) throw new HttpError(429, TOO_MANY, { "Retry-After": "60" });
      const user = await findUserForSignIn(ctx.db, username);
      const ok = await verifySecret(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !ok) {
        throttle.fail(key);
        throw new HttpError(400, "Usuario o contraseña incorrectos");
      }
      if (!user.is_active) throw new HttpError(400, "Usuario inactivo");
      throttle.reset(key);
      return { access_token: await signAccessToken(ctx.jwtKey, user.id, user.username), token_type: "bearer" };
    },
  );

  app.post("/api/v1/logout", { config: { userOnly: true } }, async (request, reply) => {
    const p = request.principal;
    if (p?.kind !== "user") throw new HttpError(403, "Esta operación requiere la sesión del administrador");
    await revokeToken(ctx.db, p.tokenId);
    return reply.code(204).send();
  });

  app.get("/api/v1/users/me", { config: { userOnly: true } }, async (request) => {
    const p = request.principal;
    if (p?.kind !== "user") throw new HttpError(403, "Esta operación requiere la sesión del administrador");
    const user = await getUserProfile(ctx.db, p.userId);
    if (!user) throw new HttpError(401, "Could not validate credentials");
    return user;
  });
};
