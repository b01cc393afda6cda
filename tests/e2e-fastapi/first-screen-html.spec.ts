// Against a FastAPI upstream the first screens come with their data too: the panel's server reads the
// upstream straight (its paging and trailing-slash redirects included) and puts the rows in the HTML.
import { expect, test, type APIRequestContext } from "../e2e/support/test";
import { FASTAPI } from "./support/env";
import { needsTestHooks, unique, upstream } from "./support/upstream";
import { LOGIN_PATH } from "@/tests/support/api-paths";
import { testHooksPaths } from "@/lib/contract/test-hooks";

async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.text();
}

test("the niche pages' HTML shows their data, the newest product of a paged list included", async ({ request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("HTML primera "), affiliate_tag: "html-21" });
  // More than one FastAPI page (100): the newest product is only on the second page.
  await api.importProducts(niche.id, unique("h"), 120);
  const products = await api.allProducts(niche.id);
  const newest = products.reduce((a, b) => (b.id > a.id ? b : a));

  expect(await pageHtml(request, "/niches")).toContain(`>${niche.name}<`);
  expect(await pageHtml(request, `/niches/${niche.id}`)).toContain(`>${niche.name}<`);
  expect(await pageHtml(request, `/niches/${niche.id}/products`)).toContain(`>${newest.amazon_url}<`);
  expect(await pageHtml(request, "/products")).toContain(`>${newest.amazon_url}<`);
});

test("a token the upstream no longer accepts is sent to sign in from the server", async ({ playwright }) => {
  needsTestHooks();
  // A session of its own, so revoking its token leaves the suite's session alone.
  const context = await playwright.request.newContext({ baseURL: FASTAPI.panelURL });
  const signIn = await context.post(LOGIN_PATH, { form: { username: FASTAPI.username, password: FASTAPI.password } });
  expect(signIn.ok()).toBe(true);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  expect((await context.get("/niches", { maxRedirects: 0 })).status()).toBe(200);

  const revoke = await context.post(`${FASTAPI.upstreamURL}${testHooksPaths.revokeToken}`, { data: { token } });
  expect(revoke.ok()).toBe(true);
  const refused = await context.get("/niches", { maxRedirects: 0 });
  expect([303, 307]).toContain(refused.status());
  expect(refused.headers().location).toContain("/session/expired");
  const landed = await context.get("/niches");
  expect(new URL(landed.url()).pathname).toBe("/login");
  // The upstream's tokens carry no id: a sign-in within the same second would get this very token back,
  // revoked. The next test signs in only once a new sign-in gets another one.
  await expect
    .poll(async () => {
      const again = await context.post(`${FASTAPI.upstreamURL}${LOGIN_PATH}`, { form: { username: FASTAPI.username, password: FASTAPI.password } });
      return ((await again.json()) as { access_token: string }).access_token !== token;
    })
    .toBe(true);
  await context.dispose();
});
