/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { nicheQuery, nichesQuery } from "@/features/niches/queries";
import { FIRST_SCREEN_ROWS, isNumericId, keepFirstRows, readOnServer, searchParamsOf, serverAnswer, type ServerAnswer } from "./server-reads";
import { noServerData, serverDataKey, type ServerData } from "@/lib/http/server-data-shape";

const NICHES_KEY = serverDataKey(nichesQuery.key);
const nicheKey = (id: number) => serverDataKey(nicheQuery(id).key);

jest.mock("server-only", () => ({}));
const cookieValue = { current: "token-bueno" as string | undefined };
const fetchDest = { current: null as string | null };
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookieValue.current ? { value: cookieValue.current } : undefined) }),
  headers: async () => new Headers({ "x-panel-page": "/niches?page=2", ...(fetchDest.current ? { "sec-fetch-dest": fetchDest.current } : {}) }),
}));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const niche = (id: number) => ({ id, name: `Nicho ${id}`, slug: `nicho-${id}`, affiliate_tag: "t-21", keywords: "café, té" });

describe("readOnServer", () => {
  let server: http.Server;
  const refuseMe = { current: false };
  const calls: string[] = [];
  const upstreamBefore = process.env.API_UPSTREAM_URL;

  beforeAll(async () => {
    // A FastAPI-shaped upstream: 403 for a token it does not know.
    server = http.createServer((req, res) => {
      calls.push(`${req.url} ${req.headers.authorization}`);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const known = req.headers.authorization === "Bearer token-bueno";
      if (req.url === "/api/v1/users/me") return json(known && !refuseMe.current ? 200 : 403, known ? { id: 1 } : { detail: "Could not validate credentials" });
      if (!known) return json(403, { detail: "Could not validate credentials" });
      if (req.url === "/api/v1/niches/") return json(200, [niche(1), niche(2)]);
      if (req.url === "/api/v1/niches/9") return json(404, { detail: "Nicho no encontrado" });
      if (req.url === "/api/v1/niches/5") return json(403, { detail: "Not enough permissions" });
      json(500, { detail: "Base de datos caída" });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    process.env.API_UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    process.env.API_UPSTREAM_URL = upstreamBefore;
    await new Promise((done) => server.close(done));
  });
  afterEach(() => {
    cookieValue.current = "token-bueno";
    refuseMe.current = false;
  });

  it("keys each answer as the browser's hooks do, and keeps each failure with its status", async () => {
    const niches = serverAnswer(nichesQuery);
    const data = await readOnServer([niches, nicheQuery(9), nicheQuery(4)]);
    expect(niches.answer?.map((n) => n.name)).toEqual(["Nicho 1", "Nicho 2"]);
    expect(data.fallback[NICHES_KEY]).toEqual(niches.answer);
    // A list hands the page only the fields its rows show.
    expect(data.fallback[NICHES_KEY]).toEqual([expect.not.objectContaining({ keywords: expect.anything() }), expect.anything()]);
    // The page shows the panel's own text for each status: the upstream's wording stays on the server.
    expect(data.errors[nicheKey(9)]).toEqual({ status: 404, detail: null });
    expect(data.errors[nicheKey(4)]).toEqual({ status: 500, detail: null });
  });

  it("a 403 that users/me does not confirm stays an error of that read (a permission, not the session)", async () => {
    const data = await readOnServer([nicheQuery(5)]);
    expect(data.errors[nicheKey(5)]).toEqual({ status: 403, detail: null });
  });

  it("a session the upstream refuses goes to the route that clears it", async () => {
    cookieValue.current = "token-caducado";
    // With the page it was on, for the sign-in to come back to.
    await expect(readOnServer([nichesQuery])).rejects.toThrow("redirect /session/expired?next=%2Fniches%3Fpage%3D2");
  });

  it("a made-up session cookie costs the upstream one users/me check, then none while its refusal is remembered", async () => {
    cookieValue.current = "inventada-123";
    calls.length = 0;
    const reads = [nichesQuery, nicheQuery(1)];
    await expect(readOnServer(reads)).rejects.toThrow("redirect /session/expired");
    expect(calls).toEqual(["/api/v1/users/me Bearer inventada-123"]);
    await expect(readOnServer(reads)).rejects.toThrow("redirect /session/expired");
    expect(calls).toHaveLength(1);
  });

  it("an upstream that cannot be reached is a failure without an answer (status 0), not a crash", async () => {
    const reachable = process.env.API_UPSTREAM_URL;
    process.env.API_UPSTREAM_URL = "http://127.0.0.1:9";
    try {
      const data = await readOnServer([nichesQuery]);
      expect(data.errors[NICHES_KEY]).toEqual({ status: 0, detail: null });
    } finally {
      process.env.API_UPSTREAM_URL = reachable;
    }
  });

  it("an in-app navigation (the router's fetch) is not read on the server: the browser's cache shows it at once", async () => {
    fetchDest.current = "empty";
    const read = jest.fn();
    try {
      expect(await readOnServer([{ key: nichesQuery.key, firstScreen: read }])).toEqual(noServerData());
    } finally {
      fetchDest.current = null;
    }
    expect(read).not.toHaveBeenCalled();
  });

  it("a document load is read, told by the browser or not", async () => {
    for (const dest of ["document", null]) {
      fetchDest.current = dest;
      const data = await readOnServer([nichesQuery]);
      expect(data.fallback[NICHES_KEY]).toHaveLength(2);
    }
    fetchDest.current = null;
  });

  it("without a session cookie nothing is read", async () => {
    cookieValue.current = undefined;
    const read = jest.fn();
    expect(await readOnServer([{ key: nichesQuery.key, firstScreen: read }])).toEqual(noServerData());
    expect(read).not.toHaveBeenCalled();
  });
});

describe("keepFirstRows", () => {
  const LIST = serverDataKey(["things.list"]);
  const read = (rows: number | null): ServerAnswer<number[]> => {
    const answer = rows === null ? undefined : Array.from({ length: rows }, (_, i) => i);
    return { key: ["things.list"], answer, firstScreen: async () => answer ?? [] };
  };
  const data = (list: ServerAnswer<number[]>): ServerData => ({ fallback: { [LIST]: list.answer }, errors: {}, partial: [] });

  it("keeps a list that fits whole, and not partial", () => {
    const list = read(FIRST_SCREEN_ROWS);
    const fits = data(list);
    keepFirstRows(fits, list, (all) => all.slice().reverse());
    expect(fits.fallback[LIST]).toEqual(list.answer);
    expect(fits.partial).toEqual([]);
  });

  it("cuts a long list to its first rows in the screen's order and marks it partial", () => {
    const list = read(20_000);
    const long = data(list);
    keepFirstRows(long, list, (all) => all.slice().reverse());
    expect(long.fallback[LIST]).toEqual(Array.from({ length: FIRST_SCREEN_ROWS }, (_, i) => 19_999 - i));
    expect(long.partial).toEqual([LIST]);
  });

  it("leaves a key the server could not read alone", () => {
    const none: ServerData = { fallback: {}, errors: {}, partial: [] };
    keepFirstRows(none, read(null), (all) => all);
    expect(none).toEqual({ fallback: {}, errors: {}, partial: [] });
  });
});

describe("route params", () => {
  it("reads only numeric ids", () => {
    expect(isNumericId("42")).toBe(true);
    expect(isNumericId("../users/me")).toBe(false);
    expect(isNumericId("4%2F2")).toBe(false);
    expect(isNumericId("")).toBe(false);
  });

  it("turns a page's searchParams into URLSearchParams, repeated values included", () => {
    expect(searchParamsOf({ q: "café", status: ["a", "b"], none: undefined }).toString()).toBe("q=caf%C3%A9&status=a&status=b");
  });
});
