import { CatalogForm } from "@/components/niche-catalog/catalog-form";

export default function NewNicheCatalogPage() {
  return <CatalogForm />;
}
