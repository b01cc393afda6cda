#!/usr/bin/env -S npx tsx
// Finding one niche among thousands, as a new visitor's browser does it: each measure starts from a
// cold, signed-in visit and runs from the input event of the typed name to what the user looks for
// on screen, median of 3, and prints
//   - niche list: the name of the niche the list shows last (least recently updated) typed into
//     "Buscar nichos" (the list's pause and the server's search included) until its card shows (≤ 500 ms),
//   - niche select: the name that sorts last typed into the product filter's niche select (which lists
//     the first 48 by name) until it is an option (≤ 500 ms).
// Exits 1 when a figure misses its target.
//
// Panel: BENCH_BASE_URL (its backend at BENCH_BACKEND_URL), else the large data set's stack.
import { recordFigure } from "./bench-results.mjs";
import { withLargeStack } from "./bench-large-stack.mjs";
import { launchBenchBrowser, runBench } from "./bench-servers.mjs";
import { browserSession, median, signIn } from "./bench-stack.mjs";
import { NICHES_PATH } from "../tests/support/api-paths.ts";

const TARGET_MS = 500;
const LOADS = 3;

/** In the page: ms from the input event on `field` until an element matching `selector` holds `text`. */
function timeUntilShown({ field, selector, text }) {
  return new Promise((resolve) => {
    const box = document.querySelector(field);
    let started = 0;
    box.addEventListener("input", () => (started ||= performance.now()), { once: true });
    if ([...document.querySelectorAll(selector)].some((element) => element.textContent.includes(text))) throw new Error(`"${text}" is on screen before typing`);
    const look = (observer) => {
      if (!started) return;
      if ([...document.querySelectorAll(selector)].some((element) => element.textContent.includes(text))) {
        observer.disconnect();
        resolve(performance.now() - started);
      }
    };
    const observer = new MutationObserver(() => look(observer));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function measure(browser, storageState, url, ready, probe, type) {
  const samples = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 }, locale: "es-ES" });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    const shown = page.evaluate(timeUntilShown, probe);
    await type(page);
    samples.push(await shown);
    await context.close();
  }
  return median(samples);
}

async function main({ baseURL, backendURL }) {
  const token = await signIn(baseURL);
  const headers = { authorization: `Bearer ${token}` };
  const total = Number((await fetch(`${backendURL}${NICHES_PATH}?skip=0&limit=1`, { headers })).headers.get("x-total-count"));
  const last = async (sort) => (await (await fetch(`${backendURL}${NICHES_PATH}?sort=${sort}&skip=${total - 1}&limit=1`, { headers })).json())[0];
  const [listedLast, namedLast] = [await last("updated_at"), await last("name")];
  const browser = await launchBenchBrowser();
  try {
    const storageState = await browserSession(browser, baseURL, ["/niches", "/products"]);

    const rows = [
      [
        "niche list: search for the last niche (ms)",
        await measure(
          browser,
          storageState,
          `${baseURL}/niches`,
          "[data-testid=niche-card]",
          { field: "input[type=search]", selector: "[data-testid=niche-card]", text: listedLast.name },
          (page) => page.getByLabel("Buscar nichos").fill(listedLast.name),
        ),
      ],
      [
        "niche select: the last name as an option (ms)",
        await measure(
          browser,
          storageState,
          `${baseURL}/products`,
          "[data-product-id]",
          { field: "#all-products-niche", selector: "[role=option]", text: namedLast.name },
          async (page) => {
            await page.getByRole("combobox", { name: "Nicho" }).click();
            await page.getByRole("combobox", { name: "Nicho" }).fill(namedLast.name);
          },
        ),
      ],
    ];

    console.log(`\nbench:lists:niches (${total} niches, "${listedLast.name}", "${namedLast.name}", ${baseURL})`);
    let ok = true;
    for (const [name, value] of rows) {
      const met = value <= TARGET_MS;
      ok &&= met;
      console.log(`  ${name.padEnd(48)} ${value.toFixed(0).padStart(6)}  ≤ ${TARGET_MS}${met ? "" : "  MISSED"}`);
      recordFigure({ bench: "lists:niches", name: `${name} at ${total} niches, median of ${LOADS}`, value: Math.round(value), unit: "ms", budget: `≤ ${TARGET_MS}`, ok: met });
    }
    console.log(ok ? "  all targets met" : "  TARGET MISSED");
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
  }
}

runBench(() => withLargeStack(main));
