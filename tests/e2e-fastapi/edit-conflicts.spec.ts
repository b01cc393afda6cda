// An upstream that ignores `expected_updated_at` (FastAPI drops unknown body fields): the panel reads the
// niche again before saving and still never lets a tab silently undo what another tab saved.
import { expect, test, type Page } from "../e2e/support/test";
import { unique, upstream, type Niche } from "./support/upstream";
import { nichePath } from "@/tests/support/api-paths";

type Stored = Niche & { description?: string | null; keywords?: string | null };

const save = (page: Page) => page.getByRole("button", { name: "Guardar Cambios" }).click();

test("the tab that saves second is told, and its overwrite sends only the field it changed", async ({ page, context, request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Dos pestañas "), affiliate_tag: "pestanas-21", description: "Original", keywords: "uno" });
  const tabB = await context.newPage();
  await page.goto(`/niches/edit/${niche.id}`);
  await tabB.goto(`/niches/edit/${niche.id}`);

  await page.getByLabel("Descripción").fill("Descripción de la pestaña A");
  await page.getByLabel("Palabras clave").fill("a, b");
  await save(page);
  await expect(page).toHaveURL(/\/niches$/);

  await tabB.getByLabel(/^Affiliate Tag/).fill("pestanab-21");
  await save(tabB);
  const dialog = tabB.getByRole("alertdialog", { name: "Este nicho cambió mientras lo editabas" });
  await expect(dialog).toContainText("Cambió desde entonces: Descripción y Palabras clave.");
  expect(await api.get<Stored>(nichePath(niche.id))).toMatchObject({ affiliate_tag: "pestanas-21", description: "Descripción de la pestaña A" });

  await dialog.getByRole("button", { name: "Sobrescribir" }).click();
  await expect(tabB).toHaveURL(/\/niches$/);
  expect(await api.get<Stored>(nichePath(niche.id))).toMatchObject({ affiliate_tag: "pestanab-21", description: "Descripción de la pestaña A", keywords: "a, b" });
});
