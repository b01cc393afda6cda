// Playwright's test, with a page whose navigations wait for the panel to hydrate: pages come rendered
// from the server, so a control is on screen before it answers, and a click in that moment is lost.
// The end-to-end specs import `test` and `expect` from here.
import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Until the root layout's effect has run (`<html data-hydrated>`); pages that are not the panel's pass. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || !document.querySelector('script[src*="/_next/static/"]'),
  );
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});
