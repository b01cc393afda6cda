import "server-only";
import { readUpstreamEnv } from "@/lib/config/upstream-env.mjs";
import { SESSION_COOKIE } from "@/lib/auth/storage-keys";
import { declaresTooLarge, limitBody } from "./proxy-body-limit";
import { isSafeErrorBody, readCapped } from "./proxy-error-body";
import { sendUpstream } from "./upstream-request";
import {
  buildUpstreamUrl,
  forwardRequestHeaders,
  forwardResponseHeaders,
  isNullBodyStatus,
} from "./proxy-path";
import { createTranslator } from "next-intl";
import messages from "@/messages/es.json";

type Target = "api" | "wrapper";

const upstream = readUpstreamEnv(process.env);
// Through a translator, not the JSON's strings: the build precompiles messages (next.config.mjs).
const t = createTranslator({ locale: "es", messages, namespace: "proxy" });

function upstreamBase(target: Target): string {
  return target === "api" ? `${upstream.apiUpstream}/api` : upstream.wrapperUpstream;
}

function detail(status: number, text: string): Response {
  return Response.json({ detail: text }, { status });
}

function tooLarge(): Response {
  const megabytes = Math.round((upstream.proxyMaxBodyBytes / (1024 * 1024)) * 10) / 10;
  return detail(413, t("tooLarge", { max: megabytes.toLocaleString("es-ES") }));
}

/** The Spanish detail that stands in for an upstream 5xx body the browser must not see. */
function genericUpstreamDetail(status: number): string {
  if (status === 502 || status === 503) return t("unavailable");
  if (status === 504) return t("timeout");
  return t("upstreamError");
}

/** Passes an upstream 5xx through only when its body is a plain {detail} with no stack trace in it. */
async function guardServerError(response: Response, path: string): Promise<Response> {
  const headers = forwardResponseHeaders(response.headers);
  // A body that stalls until the timeout counts as unreadable, hence hidden.
  const text = response.body ? await readCapped(response.body).catch(() => null) : "";
  if (text !== null && isSafeErrorBody(response.headers.get("content-type"), text)) {
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  }
  // The server log keeps what the browser does not get, for whoever debugs the upstream.
  console.error(`[proxy] ${path} upstream ${response.status} body withheld:`, (text ?? "(too large)").slice(0, 2000));
  headers.set("content-type", "application/json");
  return Response.json({ detail: genericUpstreamDetail(response.status) }, { status: response.status, headers });
}

function rawPathAfter(request: Request, prefix: string): string | null {
  const { pathname } = new URL(request.url);
  // A path normalised away from its own prefix (e.g. /api/%2e%2e/x) is refused outright.
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
}

export async function proxyRequest(request: Request, target: Target): Promise<Response> {
  const prefix = target === "api" ? "/api/" : "/wrapper/";
  const rawPath = rawPathAfter(request, prefix);
  const url = rawPath === null ? null : buildUpstreamUrl(upstreamBase(target), rawPath, new URL(request.url).search);
  if (!url) return detail(400, t("badPath"));

  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  // Refused before the upstream is contacted when the client says up front that it is too big.
  if (hasBody && declaresTooLarge(request.headers, upstream.proxyMaxBodyBytes)) return tooLarge();
  const limited = hasBody ? limitBody(request.body!, upstream.proxyMaxBodyBytes) : null;

  const timeout = AbortSignal.timeout(upstream.proxyTimeoutMs);
  const signal = AbortSignal.any(limited ? [request.signal, timeout, limited.signal] : [request.signal, timeout]);

  let response: Response;
  try {
    // Streams the body both ways, never buffering it (large uploads); redirects are passed back as they are.
    response = await sendUpstream(url, {
      method: request.method,
      headers: forwardRequestHeaders(request.headers, SESSION_COOKIE),
      body: limited?.stream,
      signal,
    });
  } catch (error) {
    if (limited?.signal.aborted) return tooLarge();
    if (timeout.aborted) return detail(504, t("timeout"));
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`[proxy] ${request.method} ${url.pathname} failed:`, (error as Error).message);
    return detail(502, t("unavailable"));
  }

  const noBody = isNullBodyStatus(response.status) || request.method === "HEAD";
  if (response.status >= 500 && !noBody) return guardServerError(response, url.pathname);
  const body = noBody ? null : response.body;
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: forwardResponseHeaders(response.headers),
  });
}

export function proxyHandlers(target: Target) {
  const handler = (request: Request) => proxyRequest(request, target);
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, HEAD: handler, OPTIONS: handler };
}
