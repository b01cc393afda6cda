import "server-only";
// Plain `next start` answers some requests inside Next's own server, before any of the panel's code
// runs: TRACE and `OPTIONS *` get a 500 without headers, an absolute-form target naming another host
// gets a cacheable 308 to that host, and an upgrade to a page hangs. The front server of `npm start`
// refuses them before Next sees them; this guard does the same for every node HTTP server in the
// process, by answering those events before the server's own listeners are called (and a request
// node cannot parse, when the server has no answer of its own for it).
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { frontRoute } from "./front-routes";
import { refuseMalformed, refuseUpgrade, writeRefusal } from "./refusal";
import { checkRequestTarget } from "./request-target";

const INSTALLED = Symbol.for("afiliados.node-request-guard");

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/** True when the event was answered here and must not reach the server's listeners. */
function refused(server: http.Server, event: string | symbol, args: unknown[]): boolean {
  // A request node cannot parse: answered with the panel's headers unless the server answers it itself.
  if (event === "clientError" && server.listenerCount("clientError") === 0) {
    refuseMalformed(args[0] as NodeJS.ErrnoException, args[1] as Duplex);
    return true;
  }
  if (event !== "request" && event !== "upgrade") return false;
  const req = args[0] as IncomingMessage;
  const target = checkRequestTarget(req.method ?? "GET", req.url ?? "/", req.headers.host);
  if (event === "request") {
    if (target.ok) {
      // An absolute-form target naming the panel itself is served as its path.
      req.url = target.url;
      return false;
    }
    writeRefusal(args[1] as ServerResponse, target.status);
    return true;
  }
  // Only Socket.IO speaks websocket in a production build.
  if (target.ok && frontRoute(target.url) === "realtime") return false;
  refuseUpgrade(args[1] as Duplex);
  return true;
}

/** Installs the guard once per process; returns how to take it off again (for tests). */
export function guardNodeServers(): () => void {
  const proto = http.Server.prototype as unknown as Record<PropertyKey, unknown> & { emit: Emit };
  if (proto[INSTALLED]) return () => {};
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: http.Server, event, ...args) {
    return refused(this, event, args) || emit.call(this, event, ...args);
  };
  return () => {
    proto.emit = emit;
    delete proto[INSTALLED];
  };
}
