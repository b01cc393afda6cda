"use client";

import { useParams } from "next/navigation";
import { CatalogDetail } from "@/components/niche-catalog/catalog-detail";

export default function NicheCatalogDetailPage() {
  const { id } = useParams<{ id: string }>();
  return <CatalogDetail id={id} />;
}
