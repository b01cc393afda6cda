import type { Metadata } from "next";
import { CatalogEditPage } from "@/components/niche-catalog/catalog-form-page";
import { getTranslations } from "next-intl/server";
import { recordNameOnServer } from "@/lib/http/server-record-name";
import { isNumericId } from "@/lib/http/server-reads";
import { catalogReads } from "@/lib/niche-catalog/api";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  const t = await getTranslations("layout.pageTitles");
  const name = isNumericId(id)
    ? await recordNameOnServer((request) => catalogReads(request).item(id).then((item) => item.name))
    : null;
  return { title: name ? t("editTemplateNamed", { name }) : t("editTemplate") };
}

export default async function EditNicheCatalogPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CatalogEditPage id={id} />;
}
