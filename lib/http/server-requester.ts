// The server's requester: calls the API upstream directly (not through the panel's own proxy) with the
// session's token, for pages that render their first screen with its data.
import "server-only";
import { safeParse } from "zod/mini";
import { ApiError, detailFromBody } from "./api-error";
import { looksLikeStackTrace } from "./proxy-error-body";
import type { Requester } from "./requester";
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

/** A requester for one session: `apiUpstream` is the API origin (API_UPSTREAM_URL), `token` the cookie's. */
export function serverRequester({ apiUpstream, token, timeoutMs = 10_000 }: { apiUpstream: string; token: string; timeoutMs?: number }): Requester {
  return async (path, schema, options = {}) => {
    const { body, headers, ...init } = options;
    const signal = options.signal ?? AbortSignal.timeout(timeoutMs);
    let url = `${apiUpstream.replace(/\/+$/, "")}${path}`;
    let response: Response;
    for (let hops = 0; ; hops++) {
      response = await fetch(url, {
        ...init,
        headers: { ...Object.fromEntries(new Headers(headers)), authorization: `Bearer ${token}`, accept: "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: "no-store",
        // Followed here, one hop at a time, and only within the upstream (FastAPI's trailing-slash 307).
        redirect: "manual",
        signal,
      });
      if (response.status < 300 || response.status >= 400 || response.status === 304) break;
      await response.body?.cancel();
      const next = redirectTarget(response.headers.get("location"), url, apiUpstream);
      if (!next || hops >= MAX_REDIRECTS) {
        console.warn(`[server-reads] ${path}: redirect to ${next ? "too many hops" : "another host"} not followed`);
        throw new ApiError(502, null, null, "Redirect not followed");
      }
      url = next;
    }
    const text = await response.text();
    let parsedBody: unknown = null;
    try {
      parsedBody = text ? JSON.parse(text) : null;
    } catch {
      parsedBody = text;
    }
    if (!response.ok) {
      // The upstream's own words stay in the server's log; the page gets the panel's text for the status.
      const upstreamDetail = detailFromBody(parsedBody);
      if (upstreamDetail) console.warn(`[server-reads] ${path}: ${response.status} ${upstreamDetail.slice(0, 500)}`);
      throw new ApiError(response.status, pageDetail(response.status, parsedBody), null, `HTTP error! status: ${response.status}`);
    }
    if (parsedBody !== null && typeof parsedBody === "object") taintSecretValues(parsedBody, parsedBody);
    const parsed = safeParse(schema, parsedBody);
    if (!parsed.success) throw new ApiError(response.status, null, null, "Unexpected response");
    // The page carries what the contract names, not whatever else the upstream sends.
    return stripToSchema(schema, parsed.data);
  };
}
