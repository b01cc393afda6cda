"use client";

import { Suspense } from "react";
import { useParams } from "next/navigation";
import { ContentLoading } from "@/components/product-content/content-states";
import { ProductContentView } from "@/components/product-content/product-content-view";

export default function ProductContentPage() {
  const { productId } = useParams<{ productId: string }>();
  return (
    <Suspense fallback={<ContentLoading />}>
      <ProductContentView key={productId} productId={productId} />
    </Suspense>
  );
}
