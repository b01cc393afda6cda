import "server-only";
// A page's first screen, read on the server: straight to the API upstream with the session cookie's
// token (never through the panel's own proxy), through the same queries the screen's hooks read in
// the browser, so each answer sits under the key, and in the view, the hooks expect.
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { expiredSessionPath, PAGE_PATH_HEADER } from "@/lib/session/panel-routes";
import { serverSessionVerifier } from "@/lib/session/server-session";
import { SESSION_COOKIE } from "@/lib/session/storage-keys";
import { readUpstreamEnv } from "@/lib/config/upstream-env.mjs";
import { ApiError } from "@/lib/http/api-error";
import type { Query } from "@/lib/contract/query";
import type { Requester } from "@/lib/http/requester";
import { serverRequester } from "./server-requester";
import { requestLifetime, taintSecret } from "./taint-secrets";
import { noServerData, serverDataKey, type ServerData } from "@/lib/http/server-data-shape";

/** What the server reads for one key of the first screen: a query, or a query whose answer the page keeps (`serverAnswer`). */
export type ServerRead = Pick<Query<unknown>, "key" | "firstScreen">;

/** A query read for the first screen whose answer the page uses as well (counts, an order that depends on it). */
export interface ServerAnswer<Data> extends Pick<Query<Data>, "key" | "firstScreen"> {
  /** The first screen's view of the answer once read; undefined when not read or failed. */
  readonly answer: Data | undefined;
}

export function serverAnswer<Data>(query: Query<Data>): ServerAnswer<Data> {
  let answer: Data | undefined;
  return {
    key: query.key,
    get answer() {
      return answer;
    },
    firstScreen: async (request) => {
      answer = await query.firstScreen(request);
      return answer;
    },
  };
}

/**
 * What a failure becomes in the page: the status the browser's client would have seen (0: no
 * answer), and a detail only where the server requester let one through (see `pageDetail`).
 */
function readError(error: unknown): { status: number; detail: string | null } {
  if (error instanceof ApiError) return { status: error.status, detail: error.detail };
  return { status: 0, detail: null };
}

/**
 * Reads every query at once, then `then` for reads that depend on those answers. An answer (the
 * query's first-screen view) is put where the browser's hooks find it; a failure is kept for
 * the screen to show its error state in the HTML (the browser asks again on hydration). A 401 or 403
 * that users/me confirms means the session is over: the browser is sent to sign in again, as the
 * client does when its own call is refused.
 */
export async function readOnServer(reads: readonly ServerRead[], then?: (data: ServerData, request: Requester) => Promise<void>): Promise<ServerData> {
  // Only a document load is read here. An in-app navigation or prefetch (the router's own fetch,
  // `Sec-Fetch-Dest: empty`; Next hides its RSC headers from pages) shows the browser's SWR cache at
  // once and asks for the rest itself: waiting for the upstream here would hold the click until every
  // read, a long paged list's included, had come back. A browser that sends no Sec-Fetch headers is
  // read for, as a document load.
  const requestHeaders = await headers();
  if (requestHeaders.get("sec-fetch-dest") === "empty") return noServerData();
  const expired = expiredSessionPath(requestHeaders.get(PAGE_PATH_HEADER));
  const token = await sessionCookieToken();
  if (!token) return noServerData();
  // A token not known to be good is checked first: a made-up cookie then costs the upstream one
  // users/me call (and none while its refusal is remembered), not one call per read.
  const verify = serverSessionVerifier();
  const known = verify.known(token);
  if (known === "refused" || (known === null && (await verify(token)) === "refused")) redirect(expired);
  const { apiUpstream } = readUpstreamEnv(process.env);
  // The token and every credential the reads find stay tainted until this request has rendered.
  const lifetime = requestLifetime();
  taintSecret(token, lifetime);
  const request = serverRequester({ apiUpstream, token, lifetime });
  const data = noServerData();
  await readAfter(data, reads, request);
  const refused = reads.some((read) => [401, 403].includes(data.errors[serverDataKey(read.key)]?.status ?? 0));
  if (refused && (await verify(token, { fresh: true })) === "refused") redirect(expired);
  // What depends on the first answers (the rows a list shows first, say) is read after them.
  await then?.(data, request);
  return data;
}

/** Reads, inside `readOnServer`'s `then`, what depends on the first answers, kept as they are. */
export async function readAfter(data: ServerData, reads: readonly ServerRead[], request: Requester): Promise<void> {
  const outcomes = await Promise.allSettled(reads.map((read) => read.firstScreen(request)));
  outcomes.forEach((outcome, index) => {
    const key = serverDataKey(reads[index].key);
    if (outcome.status === "fulfilled") data.fallback[key] = outcome.value;
    else data.errors[key] = readError(outcome.reason);
  });
}

async function sessionCookieToken(): Promise<string | null> {
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  return value ? value : null;
}

/** Rows of a long list the HTML carries: a screenful and more, never thousands. */
export const FIRST_SCREEN_ROWS = 48;

/**
 * Keeps, of a list read whole, only the rows the first screen shows, in the screen's own `order`
 * (its sort and the URL's filters), and marks it partial so the screen waits for the browser's whole
 * list before counting. A list that fits is kept whole and exact.
 */
export function keepFirstRows<Row>(data: ServerData, list: ServerAnswer<Row[]>, order: (all: Row[]) => readonly Row[]): void {
  const all = list.answer;
  if (!all || all.length <= FIRST_SCREEN_ROWS) return;
  const key = serverDataKey(list.key);
  data.fallback[key] = order(all).slice(0, FIRST_SCREEN_ROWS);
  data.partial.push(key);
}

/** A page's `searchParams` as the URLSearchParams the screens' pure parsers read. */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, one);
  }
  return params;
}

/** Route ids the server reads for: digits only, so a crafted segment never names another upstream path. */
export function isNumericId(id: string): boolean {
  return /^\d{1,18}$/.test(id);
}
