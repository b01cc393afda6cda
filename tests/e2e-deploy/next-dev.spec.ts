import { test, expect } from "@playwright/test";
import { nichePagesHtml, signIn } from "./support/panel";

// `next dev` against the proxied embedded backend: pages compile on first visit, hence the long waits.
test("signs in and shows the dashboard with realtime connected", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  await expect(page.getByTestId("connection-indicator")).toHaveText("Conectado", { timeout: 60_000 });
});

test("the niche pages come from the server with their data in the HTML", async ({ request }) => {
  const { name, list, detail } = await nichePagesHtml(request);
  expect(list).toContain(`>${name}<`);
  expect(detail).toContain(`>${name}<`);
});
