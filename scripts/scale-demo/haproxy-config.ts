// The haproxy configuration of the scale-out topology: one address in front of every backend instance.
import { healthContract } from "../../features/health/contract";

export interface LbServer {
  /** haproxy's name for the instance, also its sticky cookie value and the `X-Served-By` answer header. */
  name: string;
  port: number;
}

/** Cookie that pins a Socket.IO session to the instance that holds it. */
export const STICKY_COOKIE = "AFILIADOS_SRV";
/** Answer header naming the instance that served a request. */
export const SERVED_BY_HEADER = "x-served-by";

/**
 * API calls are spread per request (round robin): every instance answers alike from the shared database.
 * Socket.IO is sticky by an inserted cookie, because a long-polling session is a series of requests
 * that only the instance holding the session id can answer. A cookie rather than `balance source`:
 * behind the panel every request comes from the panel's one address, so hashing the source would send
 * every user to one instance; the cookie travels through the panel's proxy (it forwards cookies other
 * than its own session's) and pins each browser on its own. Websocket upgrades pass through in HTTP
 * mode; `timeout tunnel` then keeps an open websocket alive.
 */
export function haproxyConfig(options: { port: number; servers: LbServer[]; host?: string }): string {
  const host = options.host ?? "127.0.0.1";
  const servers = (cookie: boolean) =>
    options.servers.map((s) => `    server ${s.name} 127.0.0.1:${s.port} check${cookie ? ` cookie ${s.name}` : ""}`);
  const common = [
    `    option httpchk GET ${healthContract.health.path}`,
    // Without a token the answer is `{"status":"ok"}`, or "degraded" when the instance cannot reach the database.
    // A regular expression, so that haproxy's parser keeps no quotes to unescape.
    "    http-check expect rstring status.:.ok",
    "    default-server inter 1s fall 2 rise 1",
    `    http-response set-header ${SERVED_BY_HEADER} %[srv_name]`,
  ];
  return [
    "global",
    "    maxconn 4096",
    "",
    "defaults",
    "    mode http",
    "    option forwardfor",
    "    timeout connect 5s",
    "    timeout http-request 15s",
    // Longer than Socket.IO's ping interval plus timeout (a long poll is held open until then).
    "    timeout client 60s",
    "    timeout server 60s",
    "    timeout tunnel 1h",
    // A health answer may be slow on a busy machine; a check waits this long before it counts as failed.
    "    timeout check 5s",
    "",
    "frontend lb",
    `    bind ${host}:${options.port}`,
    "    stats enable",
    "    stats uri /haproxy-stats",
    "    stats refresh 5s",
    "    use_backend realtime if { path_beg /socket.io/ }",
    "    default_backend api",
    "",
    "backend api",
    "    balance roundrobin",
    ...common,
    ...servers(false),
    "",
    "backend realtime",
    "    balance roundrobin",
    `    cookie ${STICKY_COOKIE} insert indirect nocache httponly`,
    ...common,
    ...servers(true),
    "",
  ].join("\n");
}
