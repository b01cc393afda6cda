import "server-only";
import { Readable } from "node:stream";

/**
 * The proxy's answer before it becomes a web Response (route handlers) or is written on a node
 * response (front server): node streams all the way, as web streams cost the front server more
 * CPU per call than the proxying itself.
 */
export interface ProxyAnswer {
  status: number;
  statusText?: string;
  headers: Headers;
  body: Readable | Uint8Array | null;
  /**
   * The body's length when known. The proxy drops the upstream's Content-Length (hop-by-hop for the
   * route handlers, whose framing Next decides); the front server sends it again when the bytes are
   * passed on unchanged, saving the chunked encoding's extra write per answer.
   */
  length?: number;
}

/** A FastAPI-style `{detail}` JSON answer, as the proxy gives for its own errors. */
export function detailAnswer(status: number, text: string, headers = new Headers()): ProxyAnswer {
  headers.set("content-type", "application/json");
  return { status, headers, body: Buffer.from(JSON.stringify({ detail: text })) };
}

export function toResponse(answer: ProxyAnswer): Response {
  const body = answer.body instanceof Readable ? (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>) : answer.body;
  return new Response(body as BodyInit | null, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}
