import { productFormQuery } from "@/features/products/server";
import { ProductFormScreen } from "@/features/products/screens";
import { nicheQuery } from "@/features/niches";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { putAnswer } from "@/lib/http/server-data-shape";
import { isNumericId, readOnServer, serverAnswer } from "@/lib/server-data/server-reads";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("editProduct") };
}

export default async function EditProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  const product = serverAnswer(productFormQuery(productId));
  const data = await readOnServer(isNumericId(productId) ? [product] : [], async (read, request) => {
    // Its niche's marketplace is the form's example and rule from the first paint.
    const nicheId = product.answer?.niche_id;
    if (nicheId == null) return;
    const niche = nicheQuery(nicheId);
    try {
      putAnswer(read, niche.key, await niche.firstScreen(request));
    } catch {
      // Left to the browser, which reads it again.
    }
  });
  return (
    <PageMessages route="/products/[productId]/edit">
      <ServerDataProvider value={data}>
        <ProductFormScreen key={productId} mode="edit" productId={productId} />
      </ServerDataProvider>
    </PageMessages>
  );
}
