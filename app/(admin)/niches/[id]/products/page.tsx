import { NicheProductsScreen } from "@/components/products/niche-products-screen";

export default async function NicheProductsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <NicheProductsScreen key={id} nicheId={id} />;
}
