import "server-only";
import { readUpstreamEnv } from "@/lib/config/upstream-env.mjs";
import { SESSION_COOKIE } from "@/lib/auth/storage-keys";
import {
  buildUpstreamUrl,
  forwardRequestHeaders,
  forwardResponseHeaders,
  isNullBodyStatus,
} from "./proxy-path";
import messages from "@/messages/es.json";

type Target = "api" | "wrapper";

const upstream = readUpstreamEnv(process.env);

function upstreamBase(target: Target): string {
  return target === "api" ? `${upstream.apiUpstream}/api` : upstream.wrapperUpstream;
}

function detail(status: number, text: string): Response {
  return Response.json({ detail: text }, { status });
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
  if (!url) return detail(400, messages.proxy.badPath);

  const timeout = AbortSignal.timeout(upstream.proxyTimeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;

  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: forwardRequestHeaders(request.headers, SESSION_COOKIE),
      body: hasBody ? request.body : undefined,
      redirect: "manual",
      cache: "no-store",
      signal,
      // Streams the body instead of buffering it (needed for large uploads).
      ...(hasBody ? { duplex: "half" } : {}),
    } as RequestInit);
  } catch (error) {
    if (timeout.aborted) return detail(504, messages.proxy.timeout);
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`[proxy] ${request.method} ${url.pathname} failed:`, (error as Error).message);
    return detail(502, messages.proxy.unavailable);
  }

  const body = isNullBodyStatus(response.status) || request.method === "HEAD" ? null : response.body;
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
