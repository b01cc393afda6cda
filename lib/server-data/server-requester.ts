import "server-only";
// The server's requester: calls the API upstream directly (not through the panel's own proxy) with the
// session's token, for pages that render their first screen with its data.
import { safeParse } from "zod/mini";
import { ApiError, detailFromBody } from "@/lib/http/api-error";
import { looksLikeStackTrace } from "@/lib/proxy/proxy-error-body";
import type { Requester } from "@/lib/http/requester";
import { stripToSchema } from "@/lib/zod/strip-to-schema";
import { taintSecretValues } from "./taint-secrets";

/** Redirects followed per read: FastAPI's trailing-slash one, and a little room. */
const MAX_REDIRECTS = 5;

/** Longest upstream detail a page may show (a short refusal), never a dump. */
const MAX_PAGE_DETAIL = 300;

/**
 * The one upstream detail a page may carry: a 409's short text (a refusal meant for the user). Every
 * other failure is shown with the panel's own Spanish text for its status: an upstream's wording may
 * name its internals (a database host, a query), and the page's HTML is kept by whoever saves it.
 */
export function pageDetail(status: number, body: unknown): string | null {
  if (status !== 409) return null;
  const detail = detailFromBody(body);
  return detail && detail.length <= MAX_PAGE_DETAIL && !looksLikeStackTrace(detail) ? detail : null;
}

/**
 * Where a redirect may be followed: the upstream's own origin, under its base path. Anything else
 * (an open redirect on the upstream) would make the server read another host and show its JSON.
 */
export function redirectTarget(location: string | null, from: string, apiUpstream: string): string | null {
  if (!location) return null;
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    return null;
  }
  const base = new URL(apiUpstream);
  const basePath = base.pathname.replace(/\/+$/, "");
  if (target.origin !== base.origin) return null;
  if (basePath && target.pathname !== basePath && !target.pathname.startsWith(`${basePath}/`)) return null;
  return target.href;
}

/** An upstream answer, read whole. */
interface UpstreamAnswer {
  status: number;
  location: string | null;
  headers: Headers;
  text: string;
}

async function upstreamGet(url: string, token: string, timeoutMs: number): Promise<UpstreamAnswer> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    cache: "no-store",
    // Followed by the caller, one hop at a time, and only within the upstream (FastAPI's trailing-slash 307).
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  const redirected = response.status >= 300 && response.status < 400 && response.status !== 304;
  if (redirected) await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location"), headers: response.headers, text: redirected ? "" : await response.text() };
}

/**
 * A requester for one session: `apiUpstream` is the API origin (API_UPSTREAM_URL), `token` the
 * cookie's. Credentials in its answers stay tainted while `lifetime` lives (`requestLifetime`).
 */
export function serverRequester({
  apiUpstream,
  token,
  lifetime,
  timeoutMs = 10_000,
}: {
  apiUpstream: string;
  token: string;
  lifetime: object;
  timeoutMs?: number;
}): Requester {
  return async (path, schema, options = {}) => {
    // Only reads run on the server: a page's first screen never changes anything upstream.
    if ((options.method && options.method !== "GET") || options.body !== undefined) throw new Error("The server requester only reads");
    let url = `${apiUpstream.replace(/\/+$/, "")}${path}`;
    let answer: UpstreamAnswer;
    for (let hops = 0; ; hops++) {
      answer = await upstreamGet(url, token, timeoutMs);
      if (answer.status < 300 || answer.status >= 400 || answer.status === 304) break;
      const next = redirectTarget(answer.location, url, apiUpstream);
      if (!next || hops >= MAX_REDIRECTS) {
        console.warn(`[server-reads] ${path}: redirect to ${next ? "too many hops" : "another host"} not followed`);
        throw new ApiError(502, null, null, "Redirect not followed");
      }
      url = next;
    }
    let parsedBody: unknown = null;
    try {
      parsedBody = answer.text ? JSON.parse(answer.text) : null;
    } catch {
      parsedBody = answer.text;
    }
    if (answer.status < 200 || answer.status >= 300) {
      // The upstream's own words stay in the server's log; the page gets the panel's text for the status.
      const upstreamDetail = detailFromBody(parsedBody);
      if (upstreamDetail) console.warn(`[server-reads] ${path}: ${answer.status} ${upstreamDetail.slice(0, 500)}`);
      throw new ApiError(answer.status, pageDetail(answer.status, parsedBody), null, `HTTP error! status: ${answer.status}`);
    }
    if (parsedBody !== null && typeof parsedBody === "object") taintSecretValues(parsedBody, lifetime);
    const parsed = safeParse(schema, parsedBody);
    if (!parsed.success) throw new ApiError(answer.status, null, null, "Unexpected response");
    options.onHeaders?.(answer.headers);
    // The page carries what the contract names, not whatever else the upstream sends.
    return stripToSchema(schema, parsed.data);
  };
}
