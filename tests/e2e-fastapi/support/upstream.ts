import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { FASTAPI } from "./env";
import { LOGIN_PATH, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";
import { testHooksPaths } from "@/lib/contract/test-hooks";
import { productsContract } from "@/features/products/contract";

export interface Niche {
  id: number;
  name: string;
  slug: string;
  affiliate_tag?: string | null;
  is_active?: boolean | null;
  product_count?: number | null;
  has_generated_content?: boolean | null;
}

export interface Product {
  id: number;
  amazon_url: string;
  niche_id: number;
  generation_status: string;
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Calls straight to the upstream, to arrange data the way any client of the contract would. */
export async function upstream(request: APIRequestContext, base = FASTAPI.upstreamURL) {
  const login = await request.post(`${base}${LOGIN_PATH}`, {
    form: { username: FASTAPI.username, password: FASTAPI.password },
  });
  expect(login.ok(), "sign-in at the upstream").toBeTruthy();
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const url = (path: string) => `${base}${path}`;
  const call = async <T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(url(path), { method, headers, data, maxRedirects: 0 });
    expect(res.ok(), `${method} ${path} → ${res.status()} ${await res.text()}`).toBeTruthy();
    return (await res.json()) as T;
  };
  return {
    token,
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, data: unknown) => call<T>("POST", path, data),
    put: <T>(path: string, data: unknown) => call<T>("PUT", path, data),
    delete: <T>(path: string) => call<T>("DELETE", path),
    status: async (path: string) => (await request.get(url(path), { headers, maxRedirects: 0 })).status(),
    createNiche: (values: { name: string; affiliate_tag: string } & Record<string, unknown>) => call<Niche>("POST", NICHES_PATH, values),
    /** Imports `count` products with ASINs made from `seed`, through the bulk import call. */
    importProducts: (nicheId: number, seed: string, count: number) =>
      call<{ successfully_imported: number }>("POST", productsPaths.import(nicheId), {
        products: Array.from({ length: count }, (_, n) => ({ amazon_url: `https://www.amazon.es/dp/${asin(seed, n)}` })),
      }),
    /** Every product of a niche, asking for pages until a short one (the upstream may cap a page). */
    allProducts: async (nicheId: number) => {
      const all: Product[] = [];
      for (let skip = 0; ; skip += 100) {
        const chunk = await call<Product[]>("GET", productsContract.ofNiche.url({ niche_id: nicheId }, { skip, limit: 100 }));
        all.push(...chunk);
        if (chunk.length < 100) return all;
      }
    },
  };
}

/** Ten characters, upper-case and digits, distinct per n. */
function asin(seed: string, n: number): string {
  return `B0${seed.toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 4).padEnd(4, "X")}${String(n).padStart(4, "0")}`;
}

/** Skips a test that needs the reference upstream's /__test__ hooks when the run targets another backend. */
export function needsTestHooks() {
  test.skip(!FASTAPI.testHooks, "needs the reference upstream's test hooks (not available with UPSTREAM_URL)");
}

export async function injectFault(
  request: APIRequestContext,
  fault: { method: string; path: string; status: number; detail?: unknown; times?: number },
): Promise<void> {
  const res = await request.post(`${FASTAPI.upstreamURL}${testHooksPaths.faults}`, { data: fault });
  expect(res.ok(), "fault armed").toBeTruthy();
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  if (FASTAPI.testHooks) await request.delete(`${FASTAPI.upstreamURL}${testHooksPaths.faults}`);
}

/** From now on the upstream refuses this token as an expired session is refused (403 by default). */
export async function revokeToken(request: APIRequestContext, token: string, base = FASTAPI.upstreamURL): Promise<void> {
  const res = await request.post(`${base}${testHooksPaths.revokeToken}`, { data: { token } });
  expect(res.ok(), "token revoked").toBeTruthy();
  // The reference upstream's tokens carry no id: a sign-in within the same second gets this very token
  // back, revoked. Return only once a new sign-in gets another one, so no later test is handed it.
  await expect
    .poll(async () => {
      const again = await request.post(`${base}${LOGIN_PATH}`, { form: { username: FASTAPI.username, password: FASTAPI.password } });
      return ((await again.json()) as { access_token: string }).access_token !== token;
    })
    .toBe(true);
}

/**
 * Goes to `path` in a page whose session was just revoked: the panel may notice first (a live call
 * refused signs out at once) and its own navigation to /login then interrupts this one (Playwright
 * says so, or Chromium reports the cancelled navigation as `net::ERR_ABORTED`).
 */
export async function gotoAfterRevocation(page: Page, path: string): Promise<void> {
  await page.goto(path).catch((error: Error) => {
    if (!/interrupted by another navigation|net::ERR_ABORTED/.test(error.message)) throw error;
  });
}
