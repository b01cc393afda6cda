"use client";

import { useParams } from "next/navigation";
import { ProductFormScreen } from "@/components/products/product-form-screen";

export default function NewProductPage() {
  const { id } = useParams<{ id: string }>();
  return <ProductFormScreen mode="create" nicheId={id} />;
}
