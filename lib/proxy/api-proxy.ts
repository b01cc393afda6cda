import "server-only";
import { Readable } from "node:stream";
import { readUpstreamEnv } from "@/lib/config/upstream-env.mjs";
import { declaresTooLarge, limitBody } from "./proxy-body-limit";
import { isSafeErrorBody, readCapped } from "./proxy-error-body";
import { detailAnswer as detail, toResponse, type ProxyAnswer } from "./proxy-answer";
import { proxyText as t } from "./proxy-texts";
import { normaliseForwardedHeaders } from "./forwarded-headers";
import { rewriteRedirect } from "./proxy-redirect";
import { applyNoStore } from "./no-store";
import { openUpstream, UpstreamIdleError, type UpstreamAnswer } from "./upstream-request";
import { buildUpstreamUrl, isNullBodyStatus } from "./proxy-path";
import { forwardRequestHeaders, forwardResponseHeaders } from "./proxy-headers";
import { formatMegabytes } from "@/lib/format/number";

export type ProxyTarget = "api" | "wrapper" | "realtime";
/** What the proxy reads of a request: a web Request (route handlers) or the front server's stand-in. */
export interface ProxyRequest {
  method: string;
  url: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  signal: AbortSignal;
}

const upstream = readUpstreamEnv(process.env);

const BASES: Record<ProxyTarget, { prefix: string; base: string }> = {
  api: { prefix: "/api", base: `${upstream.apiUpstream}/api` },
  wrapper: { prefix: "/wrapper", base: upstream.wrapperUpstream },
  realtime: { prefix: "/socket.io", base: `${upstream.realtimeUpstream}/socket.io` },
};
// A long poll is silent for up to the Socket.IO server's ping interval (25 s by default, often more).
const REALTIME_TIMEOUT_MS = 60_000;

function upstreamBase(target: ProxyTarget): string {
  return BASES[target].base;
}

function tooLarge(): ProxyAnswer {
  return detail(413, t("tooLarge", { max: formatMegabytes(upstream.proxyMaxBodyBytes) }));
}

/** The Spanish detail that stands in for an upstream 5xx body the browser must not see. */
function genericUpstreamDetail(status: number): string {
  if (status === 502 || status === 503) return t("unavailable");
  if (status === 504) return t("timeout");
  return t("upstreamError");
}

/** Passes an upstream 5xx through only when its body is a plain {detail} with no stack trace in it. */
async function guardServerError(answer: UpstreamAnswer, path: string): Promise<ProxyAnswer> {
  const headers = forwardResponseHeaders(answer.headers);
  // A body that stalls until the timeout counts as unreadable, hence hidden.
  const body = answer.body ? (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>) : null;
  const text = body ? await readCapped(body).catch(() => null) : "";
  if (text !== null && isSafeErrorBody(answer.headers.get("content-type"), text)) {
    return { status: answer.status, statusText: answer.statusText, headers, body: Buffer.from(text) };
  }
  // The server log keeps what the browser does not get, for whoever debugs the upstream.
  console.error(`[proxy] ${path} upstream ${answer.status} body withheld:`, (text ?? "(too large)").slice(0, 2000));
  return detail(answer.status, genericUpstreamDetail(answer.status), headers);
}

/** An upstream 3xx with its Location moved to the panel's own path (or withheld when it points elsewhere on the upstream). */
function redirectAnswer(answer: UpstreamAnswer, url: URL, target: ProxyTarget, panelHost: string | null): ProxyAnswer | null {
  const location = answer.headers.get("location");
  if (answer.status < 300 || answer.status > 399 || !location) return null;
  const rewritten = rewriteRedirect(location, url, upstreamBase(target), BASES[target].prefix, panelHost);
  if (rewritten.kind === "foreign") return null;
  answer.body?.resume();
  if (rewritten.kind === "outside") {
    console.error(`[proxy] ${url.pathname} upstream redirect outside the proxied path withheld: ${location}`);
    return detail(502, t("upstreamError"));
  }
  const headers = forwardResponseHeaders(answer.headers);
  headers.set("location", rewritten.location);
  return { status: answer.status, statusText: answer.statusText, headers, body: null };
}

function rawPathAfter(request: ProxyRequest, prefix: string): string | null {
  const { pathname } = new URL(request.url);
  // A path normalised away from its own prefix (e.g. /api/%2e%2e/x) is refused outright.
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
}

/**
 * The one proxy: route handlers (proxyRequest) and the front server (lib/proxy/serve-proxy.ts) both
 * answer through it. Bodies stream both ways, never buffered;
 * an upstream redirect is moved to the panel's own path (lib/proxy/proxy-redirect.ts).
 */
export async function proxyAnswer(request: ProxyRequest, target: ProxyTarget): Promise<ProxyAnswer> {
  const answer = await exchange(request, target);
  applyNoStore(request.method, request.headers, answer.headers);
  return answer;
}

async function exchange(request: ProxyRequest, target: ProxyTarget): Promise<ProxyAnswer> {
  const prefix = `${BASES[target].prefix}/`;
  const rawPath = rawPathAfter(request, prefix);
  const url = rawPath === null ? null : buildUpstreamUrl(upstreamBase(target), rawPath, new URL(request.url).search);
  if (!url) return detail(400, t("badPath"));

  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  // Refused before the upstream is contacted when the client says up front that it is too big.
  if (hasBody && declaresTooLarge(request.headers, upstream.proxyMaxBodyBytes)) return tooLarge();
  const limited = hasBody ? limitBody(request.body!, upstream.proxyMaxBodyBytes) : null;

  // One controller for the two ways the panel ends an exchange early (an idle upstream ends its own).
  const abort = new AbortController();
  let cause: "tooLarge" | "client" | null = null;
  const stop = (why: NonNullable<typeof cause>) => () => {
    cause ??= why;
    abort.abort();
  };
  const onClientGone = stop("client");
  request.signal.addEventListener("abort", onClientGone, { once: true });
  limited?.signal.addEventListener("abort", stop("tooLarge"), { once: true });
  const settle = () => request.signal.removeEventListener("abort", onClientGone);

  let answer: UpstreamAnswer;
  try {
    answer = await openUpstream(url, {
      method: request.method,
      headers: forwardRequestHeaders(normaliseForwardedHeaders(new Headers(request.headers))),
      body: limited?.stream,
      signal: abort.signal,
      idleTimeoutMs: target === "realtime" ? Math.max(upstream.proxyTimeoutMs, REALTIME_TIMEOUT_MS) : upstream.proxyTimeoutMs,
    });
  } catch (error) {
    settle();
    if (cause === "tooLarge" || limited?.signal.aborted) return tooLarge();
    if (error instanceof UpstreamIdleError) return detail(504, t("timeout"));
    if (cause === "client" || request.signal.aborted) return { status: 499, headers: new Headers(), body: null };
    console.error(`[proxy] ${request.method} ${url.pathname} failed:`, (error as Error).message);
    return detail(502, t("unavailable"));
  }
  // The client leaving keeps stopping the upstream until the body has streamed through.
  if (answer.body) answer.body.once("close", settle);
  else settle();

  const redirect = redirectAnswer(answer, url, target, request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  if (redirect) return redirect;
  const noBody = isNullBodyStatus(answer.status) || request.method === "HEAD";
  if (answer.status >= 500 && !noBody) return guardServerError(answer, url.pathname);
  return {
    status: answer.status,
    statusText: answer.statusText,
    headers: forwardResponseHeaders(answer.headers),
    body: noBody ? null : answer.body,
    length: noBody ? undefined : answer.length,
  };
}

/** proxyAnswer as a web Response, for the route handlers. */
export async function proxyRequest(request: ProxyRequest, target: ProxyTarget): Promise<Response> {
  return toResponse(await proxyAnswer(request, target));
}

export function proxyHandlers(target: ProxyTarget) {
  const handler = (request: Request) => proxyRequest(request, target);
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, HEAD: handler, OPTIONS: handler };
}
