import { forgetSessionScript } from "./forget-session-script";
import { LOGIN_TIMESTAMP_KEY, TOKEN_KEY, USER_TYPE_KEY } from "./storage-keys";

describe("forgetSessionScript", () => {
  it("forgets the stored session, keeps preferences and cleans the marker from the address", () => {
    window.history.replaceState(null, "", "/login?expired=1&next=%2Fniches");
    window.localStorage.setItem(TOKEN_KEY, "token-viejo");
    window.localStorage.setItem(USER_TYPE_KEY, "admin");
    window.localStorage.setItem(LOGIN_TIMESTAMP_KEY, "1");
    window.sessionStorage.setItem(TOKEN_KEY, "token-viejo");
    window.sessionStorage.setItem("niche_wizard_run", '{"taskId":"t1"}');
    window.sessionStorage.setItem("automation_task", '{"taskId":"t1"}');
    window.localStorage.setItem("theme", "dark");

    new Function(forgetSessionScript("expired"))();

    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_TYPE_KEY)).toBeNull();
    expect(window.localStorage.getItem(LOGIN_TIMESTAMP_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.sessionStorage.getItem("niche_wizard_run")).toBeNull();
    expect(window.sessionStorage.getItem("automation_task")).toBeNull();
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(window.location.pathname + window.location.search).toBe("/login?next=%2Fniches");
  });
});
