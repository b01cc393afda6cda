import { safeParse, type core, type infer as Infer } from "zod/mini";
import { ApiError, detailFromBody } from "@/lib/http/api-error";
import type { RequestOptions } from "@/lib/http/requester";
import { panelPath } from "@/lib/navigation/panel-path";
import { signInAgainPath } from "@/lib/navigation/return-path";
import { sessionEnded } from "@/lib/session/session-end";
import { CURRENT_USER_PATH, SIGN_IN_PATH, SIGN_OUT_PATH } from "@/lib/session/session-paths";
import { TOKEN_KEY } from "@/lib/session/storage-keys";
import { clearStoredSession } from "@/lib/session/session";
import { hardNavigate } from "./navigate";
import { clientTexts } from "@/lib/i18n/client-texts";

/** Signing out never waits longer than this for the upstream. */
const SIGN_OUT_TIMEOUT_MS = 3_000;
const API_PREFIX = "/api/";


export function getToken(): string | null {
  if (typeof window === "undefined") return null;
  return window.localStorage.getItem(TOKEN_KEY) ?? window.sessionStorage.getItem(TOKEN_KEY);
}

let loggingOut = false;

/**
 * Asks the upstream to end the token, so a copy of it stops working. An upstream without a sign-out
 * call (404/405 from a FastAPI backend), an already refused token or a network failure changes
 * nothing: the panel forgets the session either way.
 */
async function endUpstreamSession(token: string | null): Promise<void> {
  if (!token) return;
  try {
    await fetch(SIGN_OUT_PATH, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      cache: "no-store",
      signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS),
    });
  } catch {
    // Signing out must never be blocked by the upstream.
  }
}

/** Ends the session upstream when it can and clears every trace of it (storage and the httpOnly cookie). */
async function forgetSession(): Promise<void> {
  await endUpstreamSession(getToken());
  clearStoredSession(window.localStorage, window.sessionStorage);
  await fetch("/session", { method: "DELETE" });
}

/** Signs out and goes to /login. */
export async function logout(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  try {
    await forgetSession();
  } finally {
    hardNavigate("/login");
  }
}

/**
 * The upstream refused the session: it is forgotten as on signing out, and signing in again comes back
 * to this page. A form with unsaved work is told first (it keeps a draft, and may let the user stay).
 */
async function sessionRefused(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  try {
    await forgetSession();
  } finally {
    handOverSessionEnd(here);
  }
}

/** To the form holding unsaved work, if any, else to the sign-in, coming back to `here` afterwards. */
function handOverSessionEnd(here: string): void {
  // Only a page behind the sign-in is worth coming back to.
  const back = panelPath(here);
  sessionEnded(() => hardNavigate(back ? signInAgainPath(back) : "/login"));
}

function isSessionRefusal(status: number): boolean {
  return status === 401 || status === 403;
}

let sessionCheck: Promise<void> | null = null;

/**
 * An API call refused with 401 or 403 may mean the session ended (FastAPI's usual dependency answers
 * 403 for a bad token) or only that this action is forbidden: asking who we are tells them apart.
 * Wrapper calls are left out: their 401/403 speak of the niche's key, not the admin's session.
 */
export function checkSessionAfterRefusal(path: string, status: number): void {
  if (!isSessionRefusal(status) || !path.startsWith(API_PREFIX) || path.startsWith(SIGN_IN_PATH)) return;
  if (path.startsWith(CURRENT_USER_PATH)) {
    void sessionRefused();
    return;
  }
  if (sessionCheck) return;
  sessionCheck = (async () => {
    try {
      const token = getToken();
      const response = await fetch(CURRENT_USER_PATH, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        cache: "no-store",
      });
      if (isSessionRefusal(response.status)) await sessionRefused();
    } catch {
      // Unreachable upstream: the session is not known to be over; the screen shows its own error.
    } finally {
      sessionCheck = null;
    }
  })();
}

export type { RequestOptions };

export interface BrowserRequestOptions extends RequestOptions {
  /**
   * false for a call that carries its own credential (a niche's key): the stored token is not sent,
   * and a 401/403 speaks of that credential, never of the admin's session.
   */
  withSession?: boolean;
}

async function send(path: string, options: BrowserRequestOptions = {}): Promise<Response> {
  const { body, headers: extraHeaders, withSession = true, onHeaders: _onHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
  const token = withSession ? getToken() : null;
  if (token && !headers.has("authorization")) headers.set("authorization", `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || typeof body === "string") {
    payload = body;
  } else if (body !== undefined) {
    headers.set("content-type", "application/json");
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, body: payload, cache: "no-store" });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, clientTexts()?.networkError ?? null, null, "Network error");
  }
  if (withSession) checkSessionAfterRefusal(path, response.status);
  return response;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function refusal(response: Response, body: unknown): ApiError {
  return new ApiError(response.status, detailFromBody(body), body, `HTTP error! status: ${response.status}`);
}

/** Calls the panel's proxy for a file (a ZIP): the whole answer, held in memory, with its headers; throws ApiError. */
export async function apiFile(path: string, options?: BrowserRequestOptions): Promise<{ file: Blob; headers: Headers }> {
  const response = await send(path, options);
  if (!response.ok) throw refusal(response, await readBody(response));
  return { file: await response.blob(), headers: response.headers };
}

/** Calls the panel's proxy and parses the answer with the contract schema. */
export async function apiRequest<S extends core.$ZodType>(
  path: string,
  schema: S,
  options?: BrowserRequestOptions,
): Promise<Infer<S>> {
  const response = await send(path, options);
  const body = await readBody(response);
  if (!response.ok) throw refusal(response, body);
  // The functional form takes classic and mini schemas alike.
  const parsed = safeParse(schema, body);
  if (!parsed.success) {
    console.error(`[api] ${path}: unexpected response shape`, parsed.error.issues.slice(0, 3));
    throw new ApiError(response.status, clientTexts()?.unexpectedResponse ?? null, body, "Unexpected response");
  }
  options?.onHeaders?.(response.headers);
  return parsed.data;
}
