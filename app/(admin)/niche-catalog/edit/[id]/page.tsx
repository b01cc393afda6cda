"use client";

import { useParams } from "next/navigation";
import { CatalogEditPage } from "@/components/niche-catalog/catalog-form-page";

export default function EditNicheCatalogPage() {
  const { id } = useParams<{ id: string }>();
  return <CatalogEditPage id={id} />;
}
