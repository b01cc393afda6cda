import { test as setup } from "@playwright/test";
import { FASTAPI } from "./support/env";
import { signIn } from "./support/sign-in";

setup("sign in once against the FastAPI upstream", async ({ page }) => {
  await signIn(page);
  await page.context().storageState({ path: FASTAPI.authFile });
});
