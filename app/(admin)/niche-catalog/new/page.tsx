import { CatalogForm } from "@/features/niche-catalog/screens";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("newTemplate") };
}

export default function NewNicheCatalogPage() {
  return (
    <PageMessages route="/niche-catalog/new">
      <CatalogForm />
    </PageMessages>
  );
}
