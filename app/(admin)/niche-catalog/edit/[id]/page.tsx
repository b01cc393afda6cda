import { CatalogEditPage } from "@/components/niche-catalog/catalog-form-page";

export default async function EditNicheCatalogPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CatalogEditPage id={id} />;
}
