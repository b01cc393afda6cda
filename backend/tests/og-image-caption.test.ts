// A content's og:image is fetched without credentials (a niche site's social preview, the panel's card
// image): then it carries neither the article's title nor its niche. Credentials that reach the
// product's niche get the captioned image, which no shared cache may keep.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assertSchema, cleanup, login, startServer } from "./helpers";
import { apiClientCreatedSchema } from "../../features/api-clients/schemas";
import { productsContract } from "../../features/products/contract";
import { testHooksPaths } from "../../lib/contract/test-hooks";
import { API_CLIENTS_PATH, API_KEYS_PATH, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";

const UNCAPTIONED_CACHE = "public, max-age=31536000, immutable";

describe("og:image captions", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let token: string;
  const niche: Record<"cafe" | "te", { url: string; client: Record<string, string> }> = {} as never;

  before(async () => {
    s = await startServer({ testHooks: true });
    token = await login(s.app);
    const admin = api(s.app, token);
    for (const [key, name, title] of [["cafe", "Cafeteras", "Guía de cafeteras"], ["te", "Teteras", "Las mejores teteras"]] as const) {
      const created = assertSchema(apiClientCreatedSchema, (await admin.post(API_CLIENTS_PATH, { name: `Nicho ${name} - Client`, scopes: ["read"] })).body);
      const client = { "x-client-id": created.client_id, "x-client-secret": created.client_secret };
      const apiKey = (await admin.post(API_KEYS_PATH, { name: `Nicho ${name}`, email: "admin@example.com" })).body.key as string;
      const n = await admin.post(NICHES_PATH, { name, affiliate_tag: `${key}-21`, client_id: created.client_id, client_secret: created.client_secret, external_api_key: apiKey });
      assert.equal(n.status, 201, JSON.stringify(n.body));
      const product = await admin.post(productsPaths.ofNiche(n.body.id), { amazon_url: `https://www.amazon.es/dp/B0OGCAPT${key === "cafe" ? "01" : "02"}` });
      const content = await admin.post(testHooksPaths.productContent(product.body.id), { title, content: `# ${title}` });
      assert.equal(content.status, 201, JSON.stringify(content.body));
      niche[key] = { url: productsContract.ogImage.url({ product_id: product.body.id, file: `${content.body.version}.svg` }), client };
    }
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("without credentials, or with credentials that do not reach the niche, shows no title nor niche", async () => {
    const callers: [string, Record<string, string>][] = [
      ["anonymous", {}],
      ["a forged token", { authorization: "Bearer not-a-token" }],
      ["another niche's API client", niche.te.client],
    ];
    const anonymous = await api(s.app, null).get(niche.cafe.url);
    for (const [who, headers] of callers) {
      const res = await api(s.app, null, headers).get(niche.cafe.url);
      assert.equal(res.status, 200, who);
      assert.match(String(res.headers["content-type"]), /^image\/svg\+xml/, who);
      assert.doesNotMatch(res.body, /Guía de cafeteras|Cafeteras/, who);
      assert.equal(res.headers["cache-control"], UNCAPTIONED_CACHE, who);
      assert.equal(res.body, anonymous.body, who);
    }
    // The same image for every content: nothing in it tells one product from another.
    assert.equal((await api(s.app, null).get(niche.te.url)).body, anonymous.body);
  });

  it("with the admin's session or the niche's own API client, shows the title and the niche, kept by no shared cache", async () => {
    for (const [who, headers] of [["admin", { authorization: `Bearer ${token}` }], ["the niche's API client", niche.cafe.client]] as const) {
      const res = await api(s.app, null, headers).get(niche.cafe.url);
      assert.equal(res.status, 200, who);
      assert.match(res.body, /Guía de cafeteras/, who);
      assert.match(res.body, /Cafeteras/, who);
      assert.equal(res.headers["cache-control"], "private, no-store", who);
      assert.match(String(res.headers.vary), /authorization/i, who);
    }
  });
});
