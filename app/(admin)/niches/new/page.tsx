import { NicheWizard } from "@/features/niche-wizard/screens";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("newNiche") };
}

export default function NewNichePage() {
  return <NicheWizard />;
}
