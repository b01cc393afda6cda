import { CatalogDetail } from "@/components/niche-catalog/catalog-detail";

export default async function NicheCatalogDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CatalogDetail id={id} />;
}
