import { productFormQuery } from "@/features/products";
import { ProductFormScreen } from "@/features/products/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, readOnServer } from "@/lib/server-data/server-reads";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("editProduct") };
}

export default async function EditProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  const data = await readOnServer(isNumericId(productId) ? [productFormQuery(productId)] : []);
  return (
    <ServerDataProvider value={data}>
      <ProductFormScreen key={productId} mode="edit" productId={productId} />
    </ServerDataProvider>
  );
}
