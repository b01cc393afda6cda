// A small HTTP(S) server for one hostile case: it records every request it gets (to prove what
// reached it) and answers through the case's handler. Port 0: the system picks a free one.
import http from "node:http";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";

export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: Received, response: http.ServerResponse) => void;

export interface Hostile {
  url: string;
  server: http.Server;
  received: Received[];
  /** TCP connections accepted, answered or not. */
  connections: () => number;
  close: () => Promise<void>;
}

export interface ServeOptions {
  tls?: { key: string; cert: string };
  host?: string;
}

export async function serve(handler: Handler, options: ServeOptions = {}): Promise<Hostile> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const onRequest = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = { method: request.method ?? "", path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString() };
      received.push(entry);
      handler(entry, response);
    });
  };
  const server = options.tls ? https.createServer(options.tls, onRequest) : http.createServer(onRequest);
  server.on(options.tls ? "secureConnection" : "connection", () => (connections += 1));
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? "https" : "http"}://${host}:${port}`,
    server,
    received,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export function json(response: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): void {
  response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
}
