// Reconnection rules: socket.io retries a dropped transport with a 1–5 s backoff;
// when it gives up (or the server refuses/kicks us) the provider retries on its own schedule.
import type { ManagerOptions, SocketOptions } from "socket.io-client";

export const RECONNECT = {
  maxAttempts: 10,
  baseDelayMs: 5_000,
  maxDelayMs: 30_000,
  connectTimeoutMs: 20_000,
  backoffMinMs: 1_000,
  backoffMaxMs: 5_000,
} as const;

/** Delay before the provider's n-th own attempt (1-based): 5000 ms × n, capped at 30000 ms. */
export function reconnectDelay(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(RECONNECT.baseDelayMs * n, RECONNECT.maxDelayMs);
}

/** Disconnect reasons that socket.io already retries by itself (transport-level drops). */
const AUTO_RETRIED = new Set(["transport close", "transport error", "ping timeout"]);

export type DropKind = "client" | "auto" | "manual-retry";

/** What a disconnect reason means: closed by us, retried by socket.io, or to be retried by the provider. */
export function classifyDisconnect(reason: string): DropKind {
  if (reason === "io client disconnect") return "client";
  if (AUTO_RETRIED.has(reason)) return "auto";
  return "manual-retry";
}

/** The delay of the provider's next attempt, or null when it must stop (client closed or attempts used up). */
export function nextReconnect(attempt: number, clientClosed: boolean): number | null {
  if (clientClosed || attempt > RECONNECT.maxAttempts) return null;
  return reconnectDelay(attempt);
}

export function socketOptions(token: string): Partial<ManagerOptions & SocketOptions> {
  return {
    path: "/socket.io/",
    // Websocket first; where it is refused (Vercel's rewrites carry no upgrade) the same attempt
    // goes on over long polling instead of failing, and the status stays "connecting" until one works.
    transports: ["websocket", "polling"],
    tryAllTransports: true,
    auth: { token },
    reconnection: true,
    reconnectionAttempts: RECONNECT.maxAttempts,
    reconnectionDelay: RECONNECT.backoffMinMs,
    reconnectionDelayMax: RECONNECT.backoffMaxMs,
    timeout: RECONNECT.connectTimeoutMs,
    autoConnect: false,
  };
}
