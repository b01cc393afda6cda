import { Suspense } from "react";
import { ContentLoading } from "@/components/product-content/content-states";
import { ProductContentView } from "@/components/product-content/product-content-view";

export default async function ProductContentPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  return (
    <Suspense fallback={<ContentLoading />}>
      <ProductContentView key={productId} productId={productId} />
    </Suspense>
  );
}
