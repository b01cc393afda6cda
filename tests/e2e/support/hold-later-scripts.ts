import type { Page } from "@playwright/test";

/** Holds every script the page's HTML does not name (what it loads later) until released. */
export async function holdLaterScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const firstLoad = new Set(html.match(/\/_next\/static\/chunks\/[^"'\s\\]+\.js/g) ?? []);
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!firstLoad.has(pathname)) {
      held.push(pathname);
      await released;
    }
    await route.continue();
  });
  return { held, release };
}
