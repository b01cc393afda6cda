import { ProductFormScreen } from "@/components/products/product-form-screen";

export default async function EditProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  return <ProductFormScreen key={productId} mode="edit" productId={productId} />;
}
