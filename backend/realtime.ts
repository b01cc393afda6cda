// Socket.IO on the Fastify server. The handshake must carry a valid admin JWT in auth.token; each socket joins
// its session's room, so that signing out drops it on whichever instance holds it.
import type { Server as HttpServer } from "node:http";
import { Server as IOServer } from "socket.io";
import type { RealtimeEventPayloads } from "../lib/contract/realtime-events";
import { nowIso } from "./util/time";

export type EventName = keyof RealtimeEventPayloads;

const sessionRoom = (session: string) => `session:${session}`;

export class Realtime {
  readonly io: IOServer;

  /** `verifyToken` gives the session's id for a valid token, null for any other. */
  constructor(server: HttpServer, verifyToken: (token: string) => Promise<string | null>, allowedOrigins: readonly string[] = []) {
    this.io = new IOServer(server, {
      path: "/socket.io/",
      // Must stay under Next's 30 s proxy timeout.
      pingInterval: 20_000,
      pingTimeout: 20_000,
      // Same-origin through the panel's proxy needs no CORS; only origins named in the configuration
      // get it (never any origin, nor `null`, with credentials).
      cors: allowedOrigins.length ? { origin: [...allowedOrigins], credentials: true } : undefined,
      serveClient: false,
    });
    this.io.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== "string" || token === "") return next(new Error("unauthorized"));
      const raw = token.replace(/^Bearer\s+/i, "");
      verifyToken(raw)
        .then((session) => {
          if (!session) return next(new Error("unauthorized"));
          socket.data.session = session;
          next();
        })
        // The token could not be checked (the database is down): not a refusal, the client retries.
        .catch(() => next(new Error("unavailable")));
    });
    this.io.on("connection", (socket) => {
      socket.join(["authenticated", sessionRoom(socket.data.session as string)]);
      socket.emit("connection_status", {
        status: "connected",
        message: "Conectado al canal de tiempo real",
        timestamp: nowIso(),
      });
    });
  }

  get connectedClients(): number {
    return this.io.of("/").sockets.size;
  }

  /** Broadcasts an event to every authenticated socket; a timestamp is added when missing. */
  emit<E extends EventName>(event: E, payload: Omit<RealtimeEventPayloads[E], "timestamp"> & { timestamp?: string | null }): void {
    this.io.to("authenticated").emit(event, { ...payload, timestamp: payload.timestamp ?? nowIso() });
  }

  notify(notification_type: "info" | "warning" | "error", message: string): void {
    this.emit("system_notification", { notification_type, message });
  }

  /** Drops the sockets of a session that has ended, on every instance. */
  endSession(session: string): void {
    this.io.in(sessionRoom(session)).disconnectSockets(true);
  }

  /** Drops every socket and stops the engine; the HTTP server itself is closed by Fastify. */
  close(): void {
    this.io.disconnectSockets(true);
    this.io.engine.close();
  }
}
