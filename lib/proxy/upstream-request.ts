import "server-only";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";

// The proxy's transport. node:http with kept-alive sockets instead of fetch: fetch (undici, plus
// Next's patching of it) made every proxied call several times dearer in CPU and doubled the
// memory churn of large uploads (bench:proxy measures both).

const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

export interface UpstreamInit {
  method: string;
  headers: Headers;
  body?: ReadableStream<Uint8Array> | null;
  signal: AbortSignal;
  /**
   * Longest time the upstream connection may go without a byte either way: connecting, sending the
   * body, waiting for the answer's head, between its body's chunks. A large transfer that keeps
   * moving is never cut; a stalled one is, failing with UpstreamIdleError before the head, or by
   * erroring the body after it.
   */
  idleTimeoutMs?: number;
}

export class UpstreamIdleError extends Error {
  constructor() {
    super("upstream inactive");
    this.name = "UpstreamIdleError";
  }
}

function toOutgoingHeaders(headers: Headers): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  headers.forEach((value, key) => {
    out[key] = value;
  });
  // Plain bytes upstream: the proxy hands bodies on (and inspects 5xx ones) as they are, and Next
  // compresses what goes to the browser.
  out["accept-encoding"] = "identity";
  return out;
}

/** Decodes a body an upstream compressed despite `identity`, so the bytes always match the headers. */
function decoded(incoming: http.IncomingMessage): Readable {
  const encoding = String(incoming.headers["content-encoding"] ?? "").trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return incoming;
  incoming.on("error", (error) => decoder.destroy(error));
  return incoming.pipe(decoder);
}

/** Node's raw header list as web Headers (repeated names kept, as set-cookie needs). */
export function headersFromRaw(rawHeaders: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i < rawHeaders.length; i += 2) {
    try {
      headers.append(rawHeaders[i], rawHeaders[i + 1]);
    } catch {
      // A header value fetch would refuse too (e.g. control characters) is dropped.
    }
  }
  return headers;
}

/** An upstream answer as node gives it: the body streams from the socket (decoded), null when there is none. */
export interface UpstreamAnswer {
  status: number;
  statusText: string | undefined;
  headers: Headers;
  body: Readable | null;
  /** The body's length in bytes when the upstream declared it and sent it unencoded. */
  length?: number;
}

/**
 * Sends one request upstream and resolves once its head arrives. Redirects are not followed.
 * `signal` aborts the whole exchange, body included.
 */
export function openUpstream(url: URL, init: UpstreamInit): Promise<UpstreamAnswer> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    const request = client.request(url, {
      method: init.method,
      headers: toOutgoingHeaders(init.headers),
      agent: agents[url.protocol as keyof typeof agents],
      signal: init.signal,
      // The socket's own inactivity timer (reset by every read and write), set before it connects.
      timeout: init.idleTimeoutMs,
    });
    if (init.idleTimeoutMs !== undefined) request.once("timeout", () => request.destroy(new UpstreamIdleError()));
    request.once("error", reject);
    request.once("response", (incoming) => {
      const status = incoming.statusCode ?? 502;
      // Errors after this point surface through the body stream.
      request.off("error", reject);
      request.on("error", () => undefined);
      // A status a web Response cannot carry (outside 200-599) is a broken upstream.
      if (status < 200 || status > 599) {
        incoming.destroy();
        reject(new Error(`upstream answered status ${status}`));
        return;
      }
      const noBody = init.method === "HEAD" || status === 204 || status === 205 || status === 304;
      if (noBody) incoming.resume();
      const declared = incoming.headers["content-length"];
      const length = declared && /^\d+$/.test(declared) && !incoming.headers["content-encoding"] ? Number(declared) : undefined;
      resolve({ status, statusText: incoming.statusMessage, headers: headersFromRaw(incoming.rawHeaders), body: noBody ? null : decoded(incoming), length });
    });
    if (init.body) {
      // pipeline destroys the upstream request when the body stream errors (e.g. the size limit).
      pipeline(Readable.fromWeb(init.body as NodeReadableStream<Uint8Array>), request).catch((error: Error) =>
        request.destroy(error),
      );
    } else {
      request.end();
    }
  });
}

/** openUpstream with the answer as a web Response. */
export async function sendUpstream(url: URL, init: UpstreamInit): Promise<Response> {
  const answer = await openUpstream(url, init);
  return new Response(answer.body ? (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>) : null, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}
