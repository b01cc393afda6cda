// The panel's selects are native: a user picks from the browser's own list, which a test reaches
// through the option's text.
import type { Locator } from "@playwright/test";

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Chooses the option whose text is `name` (or matches it), as picking it from the list would. */
export async function chooseOption(select: Locator, name: string | RegExp): Promise<void> {
  const option = select.locator("option").filter({ hasText: typeof name === "string" ? exactly(name) : name });
  await select.selectOption({ label: (await option.first().textContent()) ?? "" });
}

/** The option the closed select shows. */
export const chosenOption = (select: Locator): Locator => select.locator("option:checked");
