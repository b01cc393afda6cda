import { test, expect } from "@playwright/test";
import { signIn } from "./support/panel";

// A panel on a LAN host name over plain HTTP (panel.lan maps to 127.0.0.1 in the browser): the
// session cookie must not be Secure there, or the browser drops it and every page goes to /login.
test("signs in over plain HTTP on a LAN host name and stays signed in", async ({ page, baseURL }) => {
  const origin = `http://panel.lan:${new URL(baseURL!).port}`;
  await signIn(page, origin);
  const cookie = (await page.context().cookies(origin)).find((c) => c.name === "afiliados_session");
  expect(cookie?.secure).toBe(false);
  await page.goto(`${origin}/niches`);
  await expect(page).toHaveURL(`${origin}/niches`);
  await expect(page.getByRole("heading", { level: 1, name: "Gestión de Nichos" })).toBeVisible();
});
