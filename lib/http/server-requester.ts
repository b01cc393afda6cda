// The server's requester: calls the API upstream directly (not through the panel's own proxy) with the
// session's token, for pages that render their first screen with its data.
import "server-only";
import { safeParse } from "zod/mini";
import { ApiError, detailFromBody } from "./api-error";
import { isSafeErrorBody } from "./proxy-error-body";
import type { Requester } from "./requester";

/** A requester for one session: `apiUpstream` is the API origin (API_UPSTREAM_URL), `token` the cookie's. */
export function serverRequester({ apiUpstream, token, timeoutMs = 10_000 }: { apiUpstream: string; token: string; timeoutMs?: number }): Requester {
  return async (path, schema, options = {}) => {
    const { body, headers, ...init } = options;
    const response = await fetch(`${apiUpstream.replace(/\/+$/, "")}${path}`, {
      ...init,
      headers: { ...Object.fromEntries(new Headers(headers)), authorization: `Bearer ${token}`, accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
      // The upstream may redirect a trailing slash: follow it server-side, never expose its address.
      redirect: "follow",
      signal: options.signal ?? AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsedBody: unknown = null;
    try {
      parsedBody = text ? JSON.parse(text) : null;
    } catch {
      parsedBody = text;
    }
    if (!response.ok) {
      // As the proxy does for the browser: a 5xx detail reaches the page only if it is a plain text.
      const shown = response.status < 500 || isSafeErrorBody(response.headers.get("content-type"), text);
      throw new ApiError(response.status, shown ? detailFromBody(parsedBody) : null, parsedBody, `HTTP error! status: ${response.status}`);
    }
    const parsed = safeParse(schema, parsedBody);
    if (!parsed.success) throw new ApiError(response.status, null, parsedBody, "Unexpected response");
    return parsed.data;
  };
}
