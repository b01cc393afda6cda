/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { CURRENT_USER_PATH, NICHES_PATH } from "@/tests/support/api-paths";
import { nicheQuery, nichesQuery } from "@/features/niches/queries";
import { readOnServer } from "./server-reads";

jest.mock("server-only", () => ({}));
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => ({ value: "token-de-la-sesion" }) }),
  headers: async () => new Headers(),
}));
jest.mock("next/navigation", () => ({ redirect: jest.fn() }));

// React's server build as a page's render sees it: the taint API, and a cache that keeps one value per
// function for the request being rendered (here, whichever `mockRequest.current` holds).
const mockTaint = jest.fn();
const mockRequest = { current: new Map<unknown, unknown>() };
jest.mock("react", () => ({
  ...jest.requireActual("react"),
  cache:
    (fn: () => unknown) =>
    () => {
      if (!mockRequest.current.has(fn)) mockRequest.current.set(fn, fn());
      return mockRequest.current.get(fn);
    },
  experimental_taintUniqueValue: (...args: unknown[]) => mockTaint(...args),
}));

// A niche as an upstream may answer it, its credentials spelt every way they reach the panel.
const niche = (id: number) => ({
  id,
  name: `Nicho ${id}`,
  slug: `nicho-${id}`,
  affiliate_tag: "t-21",
  client_secret: `cs-${id}`,
  external_api_key: `ak-${id}`,
  final_config: {
    clientSecret: `cs-camel-${id}`,
    envVars: { NEXT_PUBLIC_SITE_NAME: `Nicho ${id}`, CLIENT_SECRET: `cs-env-${id}`, DASHBOARD_API_KEY: `ak-env-${id}` },
    envText: `CLIENT_SECRET=cs-env-${id}\nDASHBOARD_API_KEY=ak-env-${id}`,
  },
});

describe("readOnServer's taints", () => {
  let server: http.Server;
  const upstreamBefore = process.env.API_UPSTREAM_URL;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const body = req.url === CURRENT_USER_PATH ? { id: 1 } : req.url === NICHES_PATH ? [niche(1)] : niche(3);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    process.env.API_UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    process.env.API_UPSTREAM_URL = upstreamBefore;
    await new Promise((done) => server.close(done));
  });

  beforeEach(() => mockTaint.mockClear());

  it("cover the token and every credential the reads find, for the request's own lifetime rather than an answer's body", async () => {
    mockRequest.current = new Map();
    await readOnServer([nichesQuery, nicheQuery(3)]);
    const [lifetime] = mockRequest.current.values();
    expect(mockTaint.mock.calls.map((call) => call[2]).sort()).toEqual(
      ["token-de-la-sesion", ...[1, 3].flatMap((id) => [`cs-${id}`, `ak-${id}`, `cs-camel-${id}`, `cs-env-${id}`, `ak-env-${id}`, `CLIENT_SECRET=cs-env-${id}\nDASHBOARD_API_KEY=ak-env-${id}`])].sort(),
    );
    expect(mockTaint.mock.calls.every((call) => call[1] === lifetime)).toBe(true);
  });

  it("last as long as the request they were made for, each request its own", async () => {
    const first = new Map();
    mockRequest.current = first;
    await readOnServer([nicheQuery(3)]);
    const second = new Map();
    mockRequest.current = second;
    await readOnServer([nicheQuery(3)]);
    const lifetimes = mockTaint.mock.calls.map((call) => call[1]);
    expect(lifetimes.slice(0, lifetimes.length / 2).every((lifetime) => lifetime === [...first.values()][0])).toBe(true);
    expect(lifetimes.slice(lifetimes.length / 2).every((lifetime) => lifetime === [...second.values()][0])).toBe(true);
    expect([...first.values()][0]).not.toBe([...second.values()][0]);
  });
});
