import type { Metadata } from "next";
import { CatalogEditPage } from "@/components/niche-catalog/catalog-form-page";
import { recordTitle } from "@/lib/http/server-record-name";
import { catalogReads } from "@/lib/niche-catalog/api";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return recordTitle((await params).id, (request, id) => catalogReads(request).item(id).then((item) => item.name), "editTemplate");
}

export default async function EditNicheCatalogPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CatalogEditPage id={id} />;
}
