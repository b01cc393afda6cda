// What another site may do with the panel's cookies: nothing. A cross-site link cannot sign the admin
// out, a cross-site form cannot sign the browser in to another session, and a made-up cookie costs
// the upstream one check.
import { expect, test } from "./support/test";
import { ADMIN, BACKEND_URL } from "./support/admin";
import { clearFaults, injectFault, pathsFrom } from "./support/api";
import { ownSession } from "./support/own-session";
import { HEALTH_PATH, LOGIN_PATH, NICHES_PATH, productsPaths, SIGN_OUT_PATH } from "@/tests/support/api-paths";

const EVIL = "http://evil.test";

test.describe("cross-site requests", () => {
  test("a cross-site link to /session/expired leaves a live session signed in", async ({ page, baseURL }) => {
    await page.goto("/dashboard");
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    // A page elsewhere sends the browser to the expiry route, then to /login?expired=1.
    await page.route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<a id="go" href="${baseURL}/session/expired">premio</a><a id="login" href="${baseURL}/login?expired=1">entrar</a>`,
      }),
    );
    await page.goto(`${EVIL}/`);
    await page.click("#go");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === "afiliados_session" && cookie.value)).toBe(true);

    await page.goto(`${EVIL}/`);
    await page.click("#login");
    await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
    // The inline script that forgets the stored token is not sent to a browser with a live session.
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);
  });

  test("a cross-site form cannot sign the browser in to a session of its choice", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const page = await context.newPage();
      await page.route(`${EVIL}/**`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<form id="f" method="post" action="${baseURL}${LOGIN_PATH}">
                   <input name="username" value="${ADMIN.username}"><input name="password" value="${ADMIN.password}">
                 </form><button id="send" onclick="document.getElementById('f').submit()">enviar</button>`,
        }),
      );
      await page.goto(`${EVIL}/`);
      const answer = page.waitForResponse(`${baseURL}${LOGIN_PATH}`);
      await page.click("#send");
      const response = await answer;
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({ detail: "Petición rechazada: no procede de este panel." });
      expect(await context.cookies(baseURL)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("the panel's own sign-in form still signs in", async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await page.getByLabel("Usuario").fill(ADMIN.username);
      await page.getByLabel("Contraseña").fill(ADMIN.password);
      await page.getByRole("button", { name: "Iniciar Sesión" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    } finally {
      await context.close();
    }
  });
});

test.describe("a refused session", () => {
  test("the expiry route clears a session the upstream refuses, and the stored token goes", async ({ playwright, baseURL, request }) => {
    const own = await ownSession(playwright, baseURL!);
    try {
      // Revoked upstream: users/me refuses it from now on.
      const logout = await own.request.post(`${BACKEND_URL}${SIGN_OUT_PATH}`, { headers: { authorization: `Bearer ${own.token}` } });
      expect(logout.ok()).toBe(true);
      const expired = await own.request.get("/session/expired", { maxRedirects: 0 });
      expect(expired.status()).toBe(303);
      expect(expired.headers().location).toBe("/login?expired=1");
      expect(expired.headers()["set-cookie"]).toMatch(/afiliados_session=;.*Max-Age=0/);
      const login = await (await own.request.get("/login?expired=1")).text();
      expect(login).toContain("localStorage.removeItem");
    } finally {
      await clearFaults(request);
      await own.request.dispose();
    }
  });

  test("a made-up session cookie costs the upstream one check, and none while its refusal is remembered", async ({ playwright, baseURL, request }) => {
    const forged = `inventada-${Date.now()}`;
    const context = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: [{ name: "afiliados_session", value: forged, domain: new URL(baseURL!).hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }], origins: [] },
    });
    try {
      // Every read of the dashboard would fail loudly: only users/me may be asked.
      for (const path of [pathsFrom(NICHES_PATH), pathsFrom(productsPaths.all), pathsFrom(HEALTH_PATH)]) {
        await injectFault(request, { method: "GET", path, status: 418, detail: "leído con una cookie inventada", times: 5 });
      }
      // A list page and a detail page alike.
      for (const path of ["/dashboard", "/niches/1", "/dashboard", "/niches/1"]) {
        const page = await context.get(path, { maxRedirects: 0 });
        expect([303, 307]).toContain(page.status());
        expect(page.headers().location).toContain("/session/expired");
      }
      // Still armed: the forged cookie never reached a read.
      const token = (await (await request.post(`${BACKEND_URL}${LOGIN_PATH}`, { form: ADMIN })).json()).access_token as string;
      const niches = await request.get(`${BACKEND_URL}${NICHES_PATH}`, { headers: { authorization: `Bearer ${token}` } });
      expect(niches.status()).toBe(418);
    } finally {
      await clearFaults(request);
      await context.dispose();
    }
  });
});
