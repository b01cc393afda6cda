"use client";
// /products/{productId}/content: the product's generated content with its versions, in three tabs.
import { Suspense, useMemo, useState } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useBreadcrumbNames } from "@/components/layout/breadcrumbs-context";
import { useRecordTitle } from "@/components/layout/use-record-title";
import { parseContentTab, type ContentTab } from "@/features/product-content/content-tabs";
import { useProductContent } from "@/features/product-content/hooks";
import { ProductFacts } from "@/features/products";
import { extractToc } from "@/features/product-content/toc";
import { BottomActions } from "./bottom-actions";
import { ContentHeader } from "./content-header";
import { ContentEmpty } from "./content-empty";
import { ContentError } from "./content-error";
import { ContentLoading } from "./content-states";
import { ContentTabPanels } from "./content-tab-panels";
import { ContentIconsProvider, type ContentIcons } from "./content-icons";
import { useChosenVersion } from "./use-chosen-version";
import "./print-styles.css";
// The article's styles come with the page's own module: the server's article is styled from the
// first paint, and nothing moves when the tabs hydrate.
import "./markdown-article.module.css";


const NO_ICONS: Partial<ContentIcons> = {};

export function ProductContentView({ productId, icons }: { productId: string; icons?: ContentIcons }) {
  const t = useTranslations("productContent");
  const searchParams = useSearchParams();
  // A tab picked here holds until the URL the router knows changes (Back, Forward, another version):
  // then the URL's tab is shown.
  const urlTab = searchParams.get("tab");
  const [picked, setPicked] = useState<{ tab: ContentTab; urlTab: string | null } | null>(null);
  const tab = picked && picked.urlTab === urlTab ? picked.tab : parseContentTab(urlTab);
  const { product, latest, versions, isLoading, noContent, error, generating, watchGeneration, retry } = useProductContent(productId);
  const [chosenVersion, chooseVersion] = useChosenVersion();

  const nicheId = product?.niche_id ?? product?.niche?.id ?? null;
  const nicheName = product?.niche_name ?? product?.niche?.name ?? null;
  const backHref = nicheId != null ? `/niches/${nicheId}/products` : "/products";

  // The version the URL names, if the list carries its text; otherwise the latest.
  const content = useMemo(() => {
    const chosen = versions?.find((item) => item.version === chosenVersion);
    return chosen && typeof chosen.content === "string" && chosen.version !== latest?.version
      ? { ...chosen, content: chosen.content }
      : latest;
  }, [versions, chosenVersion, latest]);
  const markdown = content?.content ?? "";
  const toc = useMemo(() => extractToc(markdown), [markdown]);
  const selectable = useMemo(
    () => (versions ?? []).filter((item) => typeof item.content === "string" || item.version === latest?.version),
    [versions, latest?.version],
  );

  const productName = product?.product_name || product?.name || latest?.title || undefined;
  useRecordTitle("content", productName);
  useBreadcrumbNames({
    productName: productName ?? undefined,
    productNiche: nicheId != null && nicheName ? { id: nicheId, name: nicheName } : undefined,
  });

  if (error) {
    return (
      <ContentError error={error} backHref={backHref} onRetry={retry} />
    );
  }
  if (noContent) {
    const failed = product?.generation_status === "failed" || product?.generation_status === "error";
    return (
      <Suspense fallback={<ContentLoading />}>
        <ContentEmpty
          productId={productId}
          backHref={backHref}
          generating={generating}
          failure={failed ? (product?.error_message ?? null) : null}
          onStarted={watchGeneration}
        />
      </Suspense>
    );
  }
  if (isLoading || !product || !content) return <ContentLoading />;

  const title = content.title || productName || t("crumb");
  // The switch is immediate; the URL follows through the History API (no server round trip).
  const onTabChange = (value: string) => {
    const next = parseContentTab(value);
    setPicked({ tab: next, urlTab });
    const params = new URLSearchParams(window.location.search);
    params.set("tab", next);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${params.toString()}`);
  };

  return (
    <ContentIconsProvider value={icons ?? NO_ICONS}>
      <div className="flex flex-col gap-6">
        <ContentHeader
          title={title}
          amazonUrl={product.amazon_url}
          articleUrl={product.article_url}
          nicheName={nicheName}
          facts={<ProductFacts product={product} />}
          backHref={backHref}
          version={content.version}
          generatedAt={content.generated_at}
          versions={selectable}
          onVersionChange={chooseVersion}
        />
        <ContentTabPanels
          tab={tab}
          onTabChange={onTabChange}
          title={title}
          markdown={markdown}
          toc={toc}
          metadata={content.content_metadata}
        />
        <BottomActions
          productId={productId}
          amazonUrl={product.amazon_url}
          generating={generating}
          onStarted={watchGeneration}
        />
      </div>
    </ContentIconsProvider>
  );
}
