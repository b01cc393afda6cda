import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element of `locator`. Pages come rendered from the server, so a
 * control is on screen before its handlers are attached, and a key pressed in that moment does nothing.
 * React marks each element it has hydrated with its props, which is what this looks for.
 */
export async function whenHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}
