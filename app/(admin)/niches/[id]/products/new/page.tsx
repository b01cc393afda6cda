import { nicheQuery } from "@/features/niches";
import { ProductFormScreen } from "@/features/products/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, readOnServer } from "@/lib/server-data/server-reads";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("newProduct") };
}

export default async function NewProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // The niche's marketplace is the form's example and rule from the first paint.
  const data = await readOnServer(isNumericId(id) ? [nicheQuery(id)] : []);
  return (
    <PageMessages route="/niches/[id]/products/new">
      <ServerDataProvider value={data}>
        <ProductFormScreen mode="create" nicheId={id} />
      </ServerDataProvider>
    </PageMessages>
  );
}
