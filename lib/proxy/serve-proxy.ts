import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { addForwardedHeaders, connectionOf } from "./forwarded-headers";
import { proxyAnswer, type ProxyTarget } from "./api-proxy";
import { requestBody } from "./request-body";
import { headersFromRaw } from "./upstream-request";
import { writeResponse } from "./write-response";

/**
 * Answers an /api or /wrapper call in the front server with the route handlers' own proxy
 * (lib/proxy/api-proxy.ts), without Next's request pipeline (several ms of CPU per call).
 */
export async function serveProxy(req: IncomingMessage, res: ServerResponse, target: ProxyTarget): Promise<void> {
  const clientGone = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) clientGone.abort();
  });
  const method = req.method ?? "GET";
  // A request without Content-Length or Transfer-Encoding has no body (node's own rule).
  const hasBody =
    method !== "GET" && method !== "HEAD" && (req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0");
  const answer = await proxyAnswer(
    {
      method,
      // frontRoute() only sends paths starting with "/" here, so the origin cannot be overridden.
      url: `http://panel.local${req.url}`,
      headers: addForwardedHeaders(headersFromRaw(req.rawHeaders), connectionOf(req)),
      body: hasBody ? requestBody(req) : null,
      signal: clientGone.signal,
    },
    target,
  );
  writeResponse(req, res, answer);
}
