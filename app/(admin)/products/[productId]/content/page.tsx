import type { Metadata } from "next";
import { unstable_serialize } from "swr";
import { AFFILIATE_LINK_CLASS, contentPaths, contentVersionsQuery, latestContentQuery, parseVersionParam, VERSION_PARAM } from "@/features/product-content";
import { CONTENT_ICONS, ProductContentView } from "@/features/product-content/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, readOnServer, serverAnswer } from "@/lib/server-data/server-reads";
import { renderVersionHtml } from "@/features/product-content/server";
import { productQuery } from "@/features/products";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("content") };
}

export default async function ProductContentPage({
  params,
  searchParams,
}: {
  params: Promise<{ productId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { productId } = await params;
  const named = parseVersionParam((await searchParams)[VERSION_PARAM]);
  const latest = serverAnswer(latestContentQuery(productId));
  const versions = serverAnswer(contentVersionsQuery(productId));
  const data = await readOnServer(isNumericId(productId) ? [productQuery(productId), latest, versions] : []);
  // The article is rendered here as the viewer's renderer route would: the preview is in the HTML. It is
  // the version the URL names when the list carries its text, as the viewer shows it; else the latest.
  const content = versions.answer?.find((item) => item.version === named && typeof item.content === "string") ?? latest.answer;
  if (content && typeof content.content === "string") {
    const markdown = content.content;
    const version = { productId, contentId: content.id, version: content.version };
    try {
      data.fallback[unstable_serialize([contentPaths.render, markdown])] = { html: await renderVersionHtml(version, markdown, AFFILIATE_LINK_CLASS) };
    } catch (error) {
      // The browser asks the renderer route again and shows its error state if that fails too.
      console.error("[product-content] render failed:", (error as Error).message);
    }
  }
  return (
    <PageMessages route="/products/[productId]/content">
      <ServerDataProvider value={data}>
        <ProductContentView key={productId} productId={productId} icons={CONTENT_ICONS} />
      </ServerDataProvider>
    </PageMessages>
  );
}
