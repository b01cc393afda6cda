"use client";

import { useParams } from "next/navigation";
import { NicheProductsScreen } from "@/components/products/niche-products-screen";

export default function NicheProductsPage() {
  const { id } = useParams<{ id: string }>();
  return <NicheProductsScreen key={id} nicheId={id} />;
}
