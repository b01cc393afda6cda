import "server-only";
import { getTranslations } from "next-intl/server";
import type { ClientTexts } from "./client-texts";

/** Reads, on the server, the few texts that browser code outside React needs. */
export async function loadClientTexts(): Promise<ClientTexts> {
  const t = await getTranslations();
  return {
    networkError: t("common.networkError"),
    unexpectedResponse: t("common.unexpectedResponse"),
    automationErrors: {
      websiteContent: t("automation.errors.websiteContent"),
      finalConfig: t("automation.errors.finalConfig"),
      website: t("automation.errors.website"),
      niche: t("automation.errors.niche"),
      automation: t("automation.errors.automation"),
    },
  };
}
