import { z } from "zod";

jest.mock("./navigate", () => ({ hardNavigate: jest.fn() }));

type Answer = { status: number; body: unknown };

/** A fresh client module per test: signing out happens once per page, as a real reload resets it. */
async function load(answers: Record<string, Answer>) {
  const fetchMock = jest.fn(async (path: string) => {
    const { status, body } = answers[path] ?? { status: 204, body: null };
    return { status, ok: status >= 200 && status < 300, text: async () => (body === null ? "" : JSON.stringify(body)) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  let client!: typeof import("./client");
  let navigate!: jest.Mock;
  let sessionEnd!: typeof import("@/lib/session/session-end");
  await jest.isolateModulesAsync(async () => {
    client = await import("./client");
    navigate = (await import("./navigate")).hardNavigate as jest.Mock;
    sessionEnd = await import("@/lib/session/session-end");
  });
  return { client, fetchMock, navigate, sessionEnd };
}

const refused = { status: 403, body: { detail: "Could not validate credentials" } };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function waitUntil(done: () => boolean) {
  while (!done()) await flush();
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("token", "abc");
});

describe("an API call refused with 401 or 403", () => {
  beforeEach(() => window.history.replaceState(null, "", "/niches"));
  it("signs out when users/me refuses the token too (403, FastAPI's usual answer)", async () => {
    const { client, fetchMock, navigate } = await load({ "/api/v1/niches/": refused, "/api/v1/users/me": refused });
    await expect(client.apiRequest("/api/v1/niches/", z.unknown())).rejects.toMatchObject({ status: 403 });
    await flush();
    await flush();
    expect(fetchMock.mock.calls.map(([path]) => path)).toContain("/api/v1/users/me");
    expect(localStorage.getItem("token")).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login?next=%2Fniches");
  });

  it("comes back to the page the user was on after signing in again", async () => {
    window.history.replaceState(null, "", "/products?status=pending");
    const { client, navigate } = await load({ "/api/v1/niches/": refused, "/api/v1/users/me": refused });
    await expect(client.apiRequest("/api/v1/niches/", z.unknown())).rejects.toMatchObject({ status: 403 });
    await waitUntil(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith("/login?next=%2Fproducts%3Fstatus%3Dpending");
  });

  it("lets a form holding unsaved work decide when to go to the sign-in", async () => {
    const { client, navigate, sessionEnd } = await load({ "/api/v1/niches/": refused, "/api/v1/users/me": refused });
    const held: (() => void)[] = [];
    const release = sessionEnd.holdSessionEnd((signIn) => held.push(signIn));
    await expect(client.apiRequest("/api/v1/niches/", z.unknown())).rejects.toMatchObject({ status: 403 });
    await waitUntil(() => held.length > 0);
    // The session is forgotten at once; the page stays until the form sends the user on.
    expect(localStorage.getItem("token")).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    held[0]();
    expect(navigate).toHaveBeenCalledWith("/login?next=%2Fniches");
    release();
  });

  it("keeps the session when users/me still answers: the action alone was forbidden", async () => {
    const { client, navigate } = await load({
      "/api/v1/niches/": { status: 403, body: { detail: "Not enough permissions" } },
      "/api/v1/users/me": { status: 200, body: { email: "a@b.c" } },
    });
    await expect(client.apiRequest("/api/v1/niches/", z.unknown())).rejects.toMatchObject({ status: 403, detail: "Not enough permissions" });
    await flush();
    await flush();
    expect(localStorage.getItem("token")).toBe("abc");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("keeps the session through a database outage: 503 is not a refusal, even when users/me says 503 too", async () => {
    const down = { status: 503, body: { detail: "Base de datos no disponible" } };
    const { client, navigate } = await load({ "/api/v1/niches/": down, "/api/v1/users/me": down });
    await expect(client.apiRequest("/api/v1/niches/", z.unknown())).rejects.toMatchObject({ status: 503 });
    await flush();
    await flush();
    expect(localStorage.getItem("token")).toBe("abc");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("keeps the session when users/me cannot be checked (503) after a refusal", async () => {
    const { client, navigate } = await load({
      "/api/v1/niches/": refused,
      "/api/v1/users/me": { status: 503, body: { detail: "Base de datos no disponible" } },
    });
    await expect(client.apiRequest("/api/v1/niches/", z.unknown())).rejects.toMatchObject({ status: 403 });
    await flush();
    await flush();
    expect(localStorage.getItem("token")).toBe("abc");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves wrapper refusals alone: they speak of the niche's key", async () => {
    const { client, fetchMock, navigate } = await load({ "/wrapper/api/force-generate": refused, "/api/v1/users/me": refused });
    await expect(client.apiRequest("/wrapper/api/force-generate", z.unknown(), { method: "POST" })).rejects.toMatchObject({ status: 403 });
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves the session out of a call made without it: no stored token sent, no sign-out", async () => {
    const { client, fetchMock, navigate } = await load({ "/api/v1/niches/": refused, "/api/v1/users/me": refused });
    await expect(client.apiRequest("/api/v1/niches/", z.unknown(), { withSession: false })).rejects.toMatchObject({ status: 403 });
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).has("authorization")).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("signing out", () => {
  it("asks the upstream to end the token before forgetting it", async () => {
    const { client, fetchMock, navigate } = await load({});
    await client.logout();
    const signOut = fetchMock.mock.calls.find(([path]) => path === "/api/v1/logout") as unknown as [string, RequestInit] | undefined;
    expect(signOut?.[1].method).toBe("POST");
    expect(new Headers(signOut?.[1].headers).get("authorization")).toBe("Bearer abc");
    expect(localStorage.getItem("token")).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("still signs out when the upstream has no sign-out call or cannot be reached", async () => {
    const missing = await load({ "/api/v1/logout": { status: 404, body: { detail: "Not Found" } } });
    await missing.client.logout();
    expect(missing.navigate).toHaveBeenCalledWith("/login");

    localStorage.setItem("token", "abc");
    const down = await load({});
    down.fetchMock.mockImplementation(async (path: string) => {
      if (path === "/api/v1/logout") throw new TypeError("Failed to fetch");
      return { status: 204, ok: true, text: async () => "" };
    });
    await down.client.logout();
    expect(localStorage.getItem("token")).toBeNull();
    expect(down.navigate).toHaveBeenCalledWith("/login");
  });
});
