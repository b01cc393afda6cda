import type { Metadata } from "next";
import { CatalogEditPage } from "@/features/niche-catalog/screens";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("editTemplate") };
}

export default async function EditNicheCatalogPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CatalogEditPage id={id} />;
}
