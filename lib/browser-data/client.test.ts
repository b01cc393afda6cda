import { z } from "zod";
import { apiRequest } from "./client";
import { ApiError, detailFromBody, errorMessage } from "@/lib/http/api-error";

jest.mock("./navigate", () => ({ hardNavigate: jest.fn() }));
import { hardNavigate } from "./navigate";

const assign = hardNavigate as jest.Mock;

beforeEach(() => {
  assign.mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

function mockFetch(status: number, body: unknown) {
  // jsdom has no Response: a minimal stand-in with what the client reads.
  const fetchMock = jest.fn(async () => ({
    status,
    ok: status >= 200 && status < 300,
    text: async () => (body === null ? "" : JSON.stringify(body)),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("apiRequest", () => {
  it("sends the stored bearer token and parses with the schema", async () => {
    localStorage.setItem("token", "abc");
    const fetchMock = mockFetch(200, { email: "a@b.c", extra: 1 });
    const user = await apiRequest("/api/v1/users/me", z.looseObject({ email: z.string() }));
    expect(user.email).toBe("a@b.c");
    const headers = new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get("authorization")).toBe("Bearer abc");
  });

  it("on 401 clears local and session storage and goes to /login", async () => {
    localStorage.setItem("token", "abc");
    localStorage.setItem("user_type", "admin");
    localStorage.setItem("login_timestamp", "1");
    sessionStorage.setItem("token", "abc");
    mockFetch(401, { detail: "Could not validate credentials" });
    await expect(apiRequest("/api/v1/niches/", z.array(z.unknown()))).rejects.toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user_type")).toBeNull();
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(assign).toHaveBeenCalledWith("/login");
  });

  it("turns a FastAPI error into an ApiError with its detail", async () => {
    mockFetch(409, { detail: "Ya existe" });
    await expect(apiRequest("/api/v1/niches/", z.unknown())).rejects.toEqual(expect.objectContaining({ status: 409, detail: "Ya existe" }));
  });
});

describe("error details", () => {
  it("reads string details; a FastAPI validation list is no text for the user", () => {
    expect(detailFromBody({ detail: "x" })).toBe("x");
    expect(detailFromBody({ detail: [{ loc: ["body", "name"], msg: "Field required", type: "missing" }] })).toBeNull();
    expect(detailFromBody("<html>")).toBeNull();
  });

  it("prefers the server's detail and falls back to the screen's text", () => {
    expect(errorMessage(new ApiError(400, "del servidor"), "por defecto")).toBe("del servidor");
    expect(errorMessage(new ApiError(500, null), "por defecto")).toBe("por defecto");
    expect(errorMessage(new Error("boom"), "por defecto")).toBe("por defecto");
  });
});
