"use client";

import { cardImagePriority } from "@/features/products/card-image";
import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { PackageOpen } from "lucide-react";
import { VirtualCardGrid } from "@/components/ui/virtual-card-grid";
import { ReadStates } from "@/components/shared/read-states";
import { useProductsReadTexts } from "./use-products-read-texts";
import { useBreadcrumbNames } from "@/components/layout/breadcrumbs-context";
import { useRecordTitle } from "@/components/layout/use-record-title";
import { useStartGeneration } from "../use-start-generation";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { failureKind, refreshRead } from "@/lib/read/read-view";
import { useProductMutations } from "@/features/products/mutations";
import { nicheProductsUrlCodec, type NicheProductFilters } from "@/features/products/filters";
import { useUrlQuery } from "@/lib/navigation/use-url-query";
import { ListPageLinks } from "@/components/shared/list-page-links";
import { knownPages, useList } from "@/lib/browser-data/use-list";
import { NICHE_PRODUCT_COUNTS, productListAsk, productListSource } from "@/features/products/list-source";
import { statusesOf } from "@/features/products/status";
import { usePageInRange } from "@/lib/navigation/use-page-in-range";
import { NICHE_PRODUCTS_GRID } from "@/features/products/grid-columns";
import { resolveMarket } from "@/lib/markets/markets";
import { useNiche } from "@/features/niches";
import { useRevalidateProducts } from "@/features/products/hooks";
import type { Product } from "@/features/products/schemas";
import { NicheMarketBar } from "./niche-market-bar";
import { NicheProductCard } from "./niche-product-card";
import { NicheProductsActions, NicheProductsHeader } from "./niche-products-header";
import { NicheProductsFilters } from "./niche-products-filters";
import { BulkImportDialog, ForceRegenerationDialog, ProductDeleteDialog } from "./lazy-dialogs";
import { NicheGone } from "./niche-gone";
import { SelectionBar } from "./selection-bar";

/** Products of one niche; live status changes reach its list through the products cache handler. */
export function NicheProductsScreen({ nicheId }: { nicheId: string }) {
  const t = useTranslations("products.niche");
  const td = useTranslations("products.delete");
  const readTexts = useProductsReadTexts("niche");
  const tf = useTranslations("products.filters");
  const niche = useNiche(nicheId);
  const marketDomain = resolveMarket(niche.data?.mercado)?.dominio;
  const { query: filters, settled, setSearch, update } = useUrlQuery(nicheProductsUrlCodec);
  // Typing reaches the URL after a pause; a status is a history entry, from the first page.
  const setFilters = (next: NicheProductFilters) => (next.status === filters.status ? setSearch(next.q) : update({ status: next.status }));
  const clearFilters = () => update({ q: "", status: "all" });
  // The upstream is asked with the URL's filters (the search text after its pause); a whole list read
  // here is narrowed as the user types.
  const view = useList(
    productListSource({ of: "niche", nicheId }),
    productListAsk(filters.q, { statuses: statusesOf(filters.status) }, settled.page),
    { asked: productListAsk(settled.q, { statuses: statusesOf(settled.status) }, settled.page), counts: NICHE_PRODUCT_COUNTS },
  );
  const list = view.read;
  usePageInRange(settled.page, knownPages(view), useCallback((page: number) => update({ page }, { replace: true }), [update]));
  const { forget } = useProductMutations();
  const revalidateProducts = useRevalidateProducts();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { starting, start: generate } = useStartGeneration({ onSettled: () => refreshRead(list) });
  const [bulkOpen, setBulkOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [toRegenerate, setToRegenerate] = useState<readonly Product[]>([]);
  const bulkUsed = useOpenedOnce(bulkOpen);
  const deleteUsed = useOpenedOnce(toDelete !== null);
  const regenerateUsed = useOpenedOnce(toRegenerate.length > 0);

  useBreadcrumbNames({ nicheName: niche.data?.name });
  useRecordTitle("nicheProducts", niche.data?.name);

  const shown = view.rows;
  const counts = view.total !== undefined && view.counts.total !== undefined ? { filtered: view.total, total: view.counts.total } : null;
  const allShownSelected = shown.length > 0 && shown.every((p) => selected.has(p.id));

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const openBulk = () => setBulkOpen(true);
  const nicheIdNumber = Number(nicheId);
  // Deleted since (its read asked again answers 404): the last answer kept by the cache offers nothing.
  if (failureKind(niche.error) === "notFound") return <NicheGone />;

  return (
    <div className="space-y-6">
      <NicheProductsHeader
        nicheId={nicheId}
        nicheName={niche.data?.name}
        counts={counts}
        onBulkImport={openBulk}
      />
      {niche.data ? <NicheMarketBar mercado={niche.data.mercado} /> : null}
      <NicheProductsFilters marketDomain={marketDomain} value={filters} onChange={setFilters} onClear={clearFilters} />

      <ReadStates<unknown>
        read={list}
        texts={readTexts}
        empty={{
          when: view.counts.total === 0,
          icon: <PackageOpen />,
          title: t("empty"),
          description: t("emptyText"),
          actions: <NicheProductsActions nicheId={nicheId} onBulkImport={openBulk} />,
        }}
        noMatch={{
          when: shown.length === 0,
          title: t("noMatch"),
          description: t("noMatchText"),
          clearLabel: tf("clear"),
          onClear: clearFilters,
        }}
      >
        {() => (
          // Until the page asked arrives, the last page's cards stay, marked busy and dimmed.
          <section className="space-y-4 transition-opacity aria-busy:opacity-60" aria-label={t("listLabel")} aria-busy={view.busy}>
            <SelectionBar
              selectedCount={selected.size}
              visibleCount={shown.length}
              allSelected={allShownSelected}
              onSelectAll={(on) => setSelected(on ? new Set(shown.map((p) => p.id)) : new Set())}
              onForceRegenerate={() => setToRegenerate(shown.filter((p) => selected.has(p.id)))}
            />
            <VirtualCardGrid
              items={shown}
              layout={NICHE_PRODUCTS_GRID}
              label={t("listLabel")}
              renderItem={(product, index) => (
                <NicheProductCard
                  product={product}
                  imagePriority={cardImagePriority(index)}
                  selected={selected.has(product.id)}
                  onSelectedChange={(on) => toggle(product.id, on)}
                  onGenerate={() => void generate(product)}
                  onRegenerate={() => setToRegenerate([product])}
                  onDelete={() => setToDelete(product)}
                  starting={starting.has(product.id)}
                />
              )}
            />
            <ListPageLinks
              messages="products.pagination"
              page={settled.page}
              pages={view.pageCount}
              hrefOf={(page) => `/niches/${encodeURIComponent(nicheId)}/products${nicheProductsUrlCodec.serialize({ ...settled, page })}`}
              onGo={(page) => {
                setSelected(new Set());
                update({ page });
              }}
              busy={view.busy}
            />
          </section>
        )}
      </ReadStates>

      {bulkUsed ? (
        <BulkImportDialog
          nicheId={nicheIdNumber}
          marketDomain={marketDomain}
          open={bulkOpen}
          onOpenChange={setBulkOpen}
          onImported={() => void revalidateProducts()}
        />
      ) : null}
      {deleteUsed ? (
        <ProductDeleteDialog
          product={toDelete}
          onClose={() => setToDelete(null)}
          errorText={td("error")}
          onDeleted={(id) => {
            toggle(id, false);
            void forget(id);
            void revalidateProducts();
          }}
        />
      ) : null}
      {niche.data && regenerateUsed ? (
        <ForceRegenerationDialog
          niche={niche.data}
          products={toRegenerate}
          onClose={() => setToRegenerate([])}
          onFinished={() => {
            setSelected(new Set());
            refreshRead(list);
          }}
        />
      ) : null}
    </div>
  );
}
