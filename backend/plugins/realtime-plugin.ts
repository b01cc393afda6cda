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
  /** The session of a signed-in admin's token, or null. */
  verifyToken: (token: string) => Promise<string | null>;
  /** Cross-origin browsers allowed to connect; none by default (the panel proxies same-origin). */
  allowedOrigins: readonly string[];
  /** A PostgreSQL shared with other instances: their broadcasts reach this instance's sockets and back. */
  cluster?: { databaseUrl: string; poolSize: number };
}

export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, { verifyToken, allowedOrigins, cluster }) => {
    const realtime = new Realtime(app.server, verifyToken, allowedOrigins);
    const leaveCluster = cluster ? await joinRealtimeCluster(realtime.io, cluster, app.log) : undefined;
    app.decorate("realtime", realtime);
    app.addHook("preClose", async () => {
      realtime.close();
    });
    if (leaveCluster) app.addHook("onClose", leaveCluster);
  },
  { name: "realtime", fastify: "5.x" },
);
