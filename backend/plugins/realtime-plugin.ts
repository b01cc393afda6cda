// Socket.IO on Fastify's own HTTP server (one port for REST and /socket.io/), as `app.realtime`.
// Its sockets are dropped before Fastify closes the server, so close() does not wait on them.
import fp from "fastify-plugin";
import { Realtime } from "../realtime";
import { joinRealtimeCluster } from "./realtime-cluster";

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
  /** A PostgreSQL shared with other instances: their broadcasts reach this instance's sockets and back. */
  databaseUrl?: string;
}

export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, { verifyToken, allowedOrigins, databaseUrl }) => {
    const realtime = new Realtime(app.server, verifyToken, allowedOrigins);
    const leaveCluster = databaseUrl ? await joinRealtimeCluster(realtime.io, databaseUrl, app.log) : undefined;
    app.decorate("realtime", realtime);
    app.addHook("preClose", async () => {
      realtime.close();
    });
    if (leaveCluster) app.addHook("onClose", leaveCluster);
  },
  { name: "realtime", fastify: "5.x" },
);
