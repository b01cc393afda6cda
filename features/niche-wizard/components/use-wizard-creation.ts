"use client";
// The create action with the wizard's texts, for the form and for a run followed again after a reload.
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { useCreateNiche } from "@/features/niche-wizard/use-create-niche";

export function useWizardCreation() {
  const t = useTranslations("wizard");
  return useCreateNiche(
    {
      start: t("errors.start"),
      create: t("errors.create"),
      automation: t("errors.automation"),
      taken: { name: t("errors.taken.name"), slug: t("errors.taken.slug"), existing: t("errors.taken.existing") },
      credentials: { email: t("tone.emailError"), apiKey: t("tone.apiKeyError"), apiClient: t("tone.apiClientError") },
    },
    (message) => toast.error(message),
  );
}
