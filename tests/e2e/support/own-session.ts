import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { ADMIN } from "./admin";
import { LOGIN_PATH } from "@/tests/support/api-paths";

/**
 * A request context signed in to a session of its own, through the panel's sign-in route: a test that
 * makes the panel believe its session refused must not spoil the suite's shared one.
 */
export async function ownSession(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string): Promise<{ request: APIRequestContext; token: string }> {
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const response = await request.post(LOGIN_PATH, { form: ADMIN });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { request, token };
}
