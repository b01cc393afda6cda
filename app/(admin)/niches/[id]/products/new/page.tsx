import { ProductFormScreen } from "@/components/products/product-form-screen";

export default async function NewProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProductFormScreen mode="create" nicheId={id} />;
}
