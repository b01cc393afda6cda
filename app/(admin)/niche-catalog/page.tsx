import { CatalogList } from "@/components/niche-catalog/catalog-list";

export default function NicheCatalogPage() {
  return <CatalogList />;
}
