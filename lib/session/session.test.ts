import { ADMIN_SESSION_MAX_AGE_MS, clearStoredSession, isSessionValid, readSession, storeSession } from "./session";
import { guardRoute } from "./route-guard";

describe("stored session", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("stores token, user_type and login_timestamp under the spec's keys", () => {
    storeSession(localStorage, "tok", 1234);
    expect(localStorage.getItem("token")).toBe("tok");
    expect(localStorage.getItem("user_type")).toBe("admin");
    expect(localStorage.getItem("login_timestamp")).toBe("1234");
  });

  it("clears local keys, the session-stored token and the runs the session started in this tab", () => {
    storeSession(localStorage, "tok", 1);
    sessionStorage.setItem("token", "tok");
    sessionStorage.setItem("niche_wizard_run", '{"taskId":"t1"}');
    sessionStorage.setItem("automation_task", '{"taskId":"t1"}');
    clearStoredSession(localStorage, sessionStorage);
    expect(readSession(localStorage)).toEqual({ token: null, userType: null, loginTimestamp: null });
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("niche_wizard_run")).toBeNull();
    expect(sessionStorage.getItem("automation_task")).toBeNull();
  });

  it("keeps an admin session for ten years and not a moment longer", () => {
    const start = Date.UTC(2020, 0, 1);
    const session = { token: "t", userType: "admin", loginTimestamp: String(start) };
    expect(isSessionValid(session, start + ADMIN_SESSION_MAX_AGE_MS)).toBe(true);
    expect(isSessionValid(session, start + ADMIN_SESSION_MAX_AGE_MS + 1)).toBe(false);
  });

  it("treats a missing token or a broken admin timestamp as no session", () => {
    expect(isSessionValid({ token: null, userType: "admin", loginTimestamp: "1" }, 2)).toBe(false);
    expect(isSessionValid({ token: "t", userType: "admin", loginTimestamp: "ayer" }, 2)).toBe(false);
    expect(isSessionValid({ token: "t", userType: null, loginTimestamp: null }, 2)).toBe(true);
  });
});

describe("guardRoute", () => {
  it("sends protected routes without a session to /login", () => {
    for (const path of ["/", "/whatever"]) {
      expect(guardRoute(path, false)).toEqual({ redirectTo: "/login" });
    }
  });

  it("sends a panel page without a session to /login, coming back to it with its query", () => {
    expect(guardRoute("/niches/3", false)).toEqual({ redirectTo: "/login?next=%2Fniches%2F3" });
    expect(guardRoute("/products", false, "?status=pending&page=3")).toEqual({ redirectTo: "/login?next=%2Fproducts%3Fstatus%3Dpending%26page%3D3" });
  });

  it("never comes back to another site", () => {
    expect(guardRoute("//evil.example/dashboard", false)).toEqual({ redirectTo: "/login" });
    expect(guardRoute("/\\evil.example", false, "?x=1")).toEqual({ redirectTo: "/login" });
  });

  it("lets /login through and sends / to the dashboard", () => {
    expect(guardRoute("/login", false)).toEqual({ allow: true });
    expect(guardRoute("/", true)).toEqual({ redirectTo: "/dashboard" });
    expect(guardRoute("/niches", true)).toEqual({ allow: true });
  });
});
