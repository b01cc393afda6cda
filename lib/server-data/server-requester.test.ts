/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError } from "@/lib/http/api-error";
import { pageDetail, redirectTarget, serverRequester } from "./server-requester";
import { nicheQuery, nichesQuery } from "@/features/niches/queries";
import { nicheProductsQuery } from "@/features/products/queries";

jest.mock("server-only", () => ({}));

const TOKEN = "token-de-la-cookie";
const lifetime = {};
const niche = (id: number) => ({ id, name: `Nicho ${id}`, slug: `es-nicho-${id}`, affiliate_tag: "tag-21", product_count: null, is_active: null });
const products = Array.from({ length: 130 }, (_, i) => ({ id: i + 1, amazon_url: `https://www.amazon.es/dp/B0000${String(i).padStart(5, "0")}`, niche_id: 3, generation_status: "pending", created_at: "2026-11-24T10:00:00" }));

describe("the entity reads on the server", () => {
  let server: http.Server;
  let apiUpstream: string;
  let foreign: http.Server;
  let foreignPort = 0;
  const foreignSeen: string[] = [];
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
      if (url.pathname === "/api/v1/niches/6") return json(307, null, { location: `http://127.0.0.1:${foreignPort}/api/v1/niches/6` });
      if (url.pathname === "/api/v1/niches/4") return json(409, { detail: "El nicho está bloqueado por una automatización" });
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
    // Another host, which an open redirect on the upstream would point at.
    foreign = http.createServer((req, res) => {
      foreignSeen.push(req.url ?? "");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(niche(6)));
    });
    await new Promise<void>((done) => foreign.listen(0, "127.0.0.1", done));
    foreignPort = (foreign.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await new Promise((done) => foreign.close(done));
  });

  it("read straight from the upstream with the session's token, parsed with the entity's schemas", async () => {
    const request = serverRequester({ apiUpstream, token: TOKEN, lifetime });
    expect((await nichesQuery.read(request)).map((n) => n.name)).toEqual(["Nicho 1", "Nicho 2"]);
    const one = await nicheQuery(3).read(request);
    expect(one).toMatchObject({ id: 3, slug: "es-nicho-3" });
    // null derived fields read as absent.
    expect(one.product_count).toBeUndefined();
  });

  it("keep the upstream's wording out of the page: the status stays, the detail is logged", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const request = serverRequester({ apiUpstream, token: TOKEN, lifetime });
    await expect(nicheQuery(7).read(request)).rejects.toMatchObject({ status: 500, detail: null });
    await expect(nicheQuery(8).read(request)).rejects.toMatchObject({ status: 500, detail: null });
    await expect(nicheQuery(99).read(request)).rejects.toMatchObject({ status: 404, detail: null });
    expect(warn.mock.calls.flat().join("\n")).toContain("Base de datos caída");
    warn.mockRestore();
  });

  it("let a 409's short refusal through, the one detail meant for the user", async () => {
    await expect(nicheQuery(4).read(serverRequester({ apiUpstream, token: TOKEN, lifetime }))).rejects.toMatchObject({
      status: 409,
      detail: "El nicho está bloqueado por una automatización",
    });
  });

  it("never follow a redirect to another host", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    await expect(nicheQuery(6).read(serverRequester({ apiUpstream, token: TOKEN, lifetime }))).rejects.toMatchObject({ status: 502, detail: null });
    expect(foreignSeen).toEqual([]);
    warn.mockRestore();
  });

  it("read a paged list whole, as the browser does", async () => {
    const all = await nicheProductsQuery(3).read(serverRequester({ apiUpstream, token: TOKEN, lifetime }));
    expect(all).toHaveLength(130);
    expect(seen).toContain("/api/v1/niches/3/products?skip=100&limit=100");
  });

  it("throw the upstream's refusal as an ApiError the page can act on", async () => {
    const refused = nicheQuery(3).read(serverRequester({ apiUpstream, token: "caducado", lifetime }));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 403, detail: null });
    await expect(nicheQuery(99).read(serverRequester({ apiUpstream, token: TOKEN, lifetime }))).rejects.toMatchObject({ status: 404 });
  });
});

describe("pageDetail", () => {
  it("keeps only a 409's short plain text", () => {
    expect(pageDetail(409, { detail: "Ya existe" })).toBe("Ya existe");
    expect(pageDetail(409, { detail: "x".repeat(301) })).toBeNull();
    expect(pageDetail(409, { detail: 'Traceback (most recent call last):\n  File "/app/x.py", line 1' })).toBeNull();
    expect(pageDetail(400, { detail: "could not connect to server: db.internal:5432" })).toBeNull();
    expect(pageDetail(500, { detail: "Base de datos caída" })).toBeNull();
    expect(pageDetail(422, { detail: [{ loc: ["body"], msg: "x" }] })).toBeNull();
  });
});

describe("redirectTarget", () => {
  const upstream = "http://api.internal:8000";
  it("follows within the upstream's origin and base path only", () => {
    expect(redirectTarget("/api/v1/niches/", `${upstream}/api/v1/niches`, upstream)).toBe(`${upstream}/api/v1/niches/`);
    expect(redirectTarget("http://evil.example/api/v1/niches/", `${upstream}/api/v1/niches`, upstream)).toBeNull();
    expect(redirectTarget("//evil.example/x", `${upstream}/api/v1/niches`, upstream)).toBeNull();
    expect(redirectTarget("https://api.internal:8000/api/v1/niches/", `${upstream}/api/v1/niches`, upstream)).toBeNull();
    expect(redirectTarget(null, `${upstream}/x`, upstream)).toBeNull();
    const based = "http://gw.internal/backend";
    expect(redirectTarget("/backend/api/v1/niches/", `${based}/api/v1/niches`, based)).toBe("http://gw.internal/backend/api/v1/niches/");
    expect(redirectTarget("/admin/secret", `${based}/api/v1/niches`, based)).toBeNull();
    expect(redirectTarget("/backendx/api", `${based}/api/v1/niches`, based)).toBeNull();
  });
});
