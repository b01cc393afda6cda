"use client";

import { useParams } from "next/navigation";
import { ProductFormScreen } from "@/components/products/product-form-screen";

export default function EditProductPage() {
  const { productId } = useParams<{ productId: string }>();
  return <ProductFormScreen key={productId} mode="edit" productId={productId} />;
}
