/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError } from "./api-error";
import { serverRequester } from "./server-requester";
import { nicheReads } from "@/lib/niches/api";
import { productReads } from "@/lib/products/api";

jest.mock("server-only", () => ({}));

const TOKEN = "token-de-la-cookie";
const niche = (id: number) => ({ id, name: `Nicho ${id}`, slug: `es-nicho-${id}`, affiliate_tag: "tag-21", product_count: null, is_active: null });
const products = Array.from({ length: 130 }, (_, i) => ({ id: i + 1, amazon_url: `https://www.amazon.es/dp/B0000${String(i).padStart(5, "0")}`, niche_id: 3, generation_status: "pending", created_at: "2026-11-24T10:00:00" }));

describe("the entity reads on the server", () => {
  let server: http.Server;
  let apiUpstream: string;
  const seen: string[] = [];

  beforeAll(async () => {
    // Answers as a FastAPI upstream does: 403 for a bad token, a trailing-slash redirect, pages of 100.
    server = http.createServer((req, res) => {
      seen.push(req.url ?? "");
      const url = new URL(req.url ?? "/", "http://upstream");
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(403, { detail: "Could not validate credentials" });
      if (url.pathname === "/api/v1/niches") return json(307, null, { location: `${apiUpstream}/api/v1/niches/` });
      if (url.pathname === "/api/v1/niches/") return json(200, [niche(1), niche(2)]);
      if (url.pathname === "/api/v1/niches/3") return json(200, niche(3));
      if (url.pathname === "/api/v1/niches/7") return json(500, { detail: "Base de datos caída" });
      if (url.pathname === "/api/v1/niches/8") return json(500, { detail: 'Traceback (most recent call last):\n  File "/app/db.py", line 3' });
      if (url.pathname === "/api/v1/niches/3/products") {
        const skip = Number(url.searchParams.get("skip") ?? 0);
        const limit = Number(url.searchParams.get("limit") ?? 100);
        return json(200, products.slice(skip, skip + limit));
      }
      json(404, { detail: "Not Found" });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    apiUpstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((done) => server.close(done)));

  it("read straight from the upstream with the session's token, parsed with the entity's schemas", async () => {
    const reads = nicheReads(serverRequester({ apiUpstream, token: TOKEN }));
    expect((await reads.niches()).map((n) => n.name)).toEqual(["Nicho 1", "Nicho 2"]);
    const one = await reads.niche(3);
    expect(one).toMatchObject({ id: 3, slug: "es-nicho-3" });
    // null derived fields read as absent.
    expect(one.product_count).toBeUndefined();
  });

  it("keep a plain 5xx detail and drop a traceback, as the proxy does for the browser", async () => {
    const reads = nicheReads(serverRequester({ apiUpstream, token: TOKEN }));
    await expect(reads.niche(7)).rejects.toMatchObject({ status: 500, detail: "Base de datos caída" });
    await expect(reads.niche(8)).rejects.toMatchObject({ status: 500, detail: null });
  });

  it("read a paged list whole, as the browser does", async () => {
    const all = await productReads(serverRequester({ apiUpstream, token: TOKEN })).ofNiche(3);
    expect(all).toHaveLength(130);
    expect(seen).toContain("/api/v1/niches/3/products?skip=100&limit=100");
  });

  it("throw the upstream's refusal as an ApiError the page can act on", async () => {
    const refused = nicheReads(serverRequester({ apiUpstream, token: "caducado" })).niche(3);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 403, detail: "Could not validate credentials" });
    await expect(nicheReads(serverRequester({ apiUpstream, token: TOKEN })).niche(99)).rejects.toMatchObject({ status: 404 });
  });
});
