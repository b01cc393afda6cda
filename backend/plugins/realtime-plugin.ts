// Socket.IO on Fastify's own HTTP server (one port for REST and /socket.io/), as `app.realtime`.
// Its sockets are dropped before Fastify closes the server, so close() does not wait on them.
import fp from "fastify-plugin";
import { Realtime } from "../realtime";

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  /** Whether a handshake's token belongs to a signed-in admin. */
  verifyToken: (token: string) => Promise<boolean>;
  /** Cross-origin browsers allowed to connect; none by default (the panel proxies same-origin). */
  allowedOrigins: readonly string[];
}

export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, { verifyToken, allowedOrigins }) => {
    const realtime = new Realtime(app.server, verifyToken, allowedOrigins);
    app.decorate("realtime", realtime);
    app.addHook("preClose", async () => {
      realtime.close();
    });
  },
  { name: "realtime", fastify: "5.x" },
);
