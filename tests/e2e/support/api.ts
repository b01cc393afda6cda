import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, BACKEND_URL } from "./admin";
import { LOGIN_PATH } from "@/tests/support/api-paths";
import { testHooksPaths } from "@/lib/contract/test-hooks";

/** A bearer token straight from the backend, for arranging data in tests. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${BACKEND_URL}${LOGIN_PATH}`, {
    form: { username: ADMIN.username, password: ADMIN.password },
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** POSTs straight to the backend with an admin token, for arranging data; fails the test on an error answer. */
export async function backendPoster(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  return async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`${BACKEND_URL}${path}`, { headers, data });
    expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A fault's `path` pattern that matches this path only (the embedded backend's faults are regular expressions). */
export const onlyPath = (path: string) => `^${escapeRegExp(path)}$`;

/** A fault's `path` pattern that matches this path with or without a query string (a list's page), and no sub-path. */
export const withQuery = (path: string) => `^${escapeRegExp(path)}(\\?.*)?$`;

/** A fault's `path` pattern that matches this path and every longer one (a query string, a sub-path). */
export const pathsFrom = (path: string) => `^${escapeRegExp(path)}`;

/** Makes the backend answer the next matching request with a fault (TEST_HOOKS=1). */
export async function injectFault(
  request: APIRequestContext,
  fault: { method: string; path: string; status: number; detail?: string; times?: number },
): Promise<void> {
  const token = await adminToken(request);
  const response = await request.post(`${BACKEND_URL}${testHooksPaths.faults}`, {
    headers: { authorization: `Bearer ${token}` },
    data: fault,
  });
  if (!response.ok()) throw new Error(`fault injection failed: ${response.status()}`);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  await request.delete(`${BACKEND_URL}${testHooksPaths.faults}`, { headers: { authorization: `Bearer ${token}` } });
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem("token"));
}
