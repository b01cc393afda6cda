"use client";

import { cardImagePriority } from "@/features/products/card-image";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { VirtualCardGrid } from "@/components/ui/virtual-card-grid";
import { ReadCompanion, ReadStates } from "@/components/shared/read-states";
import { useProductsReadTexts } from "./use-products-read-texts";
import { useStartGeneration } from "../use-start-generation";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { refreshRead } from "@/lib/read/read-view";
import { knownPages, useList } from "@/lib/browser-data/use-list";
import { ALL_PRODUCT_COUNTS, nicheFilterId, productListAsk, productListSource } from "@/features/products/list-source";
import { statusesOf } from "@/features/products/status";
import { useProductMutations } from "@/features/products/mutations";
import { allProductsUrlCodec, EMPTY_ALL_FILTERS, filtersToSearch, type AllProductFilters } from "@/features/products/filters";
import { useUrlQuery } from "@/lib/navigation/use-url-query";
import { ALL_PRODUCTS_GRID } from "@/features/products/grid-columns";
import { nicheBySlugQuery, nicheIdsOf, nicheRef, nicheRefsQuery, nichesQuery } from "@/features/niches";
import { useQuery } from "@/lib/browser-data/use-query";
import type { ReadSource } from "@/lib/read/read-view";
import { usePageInRange } from "@/lib/navigation/use-page-in-range";
import { ListPageLinks } from "@/components/shared/list-page-links";
import { withNicheRefs } from "@/features/products/niche-refs";
import type { Product } from "@/features/products/schemas";
import { useAllProductsEmpty } from "./all-products-empty";
import { AllProductsFilters } from "./all-products-filters";
import { AllProductsHeader, type AllProductsHeaderIcons } from "./all-products-header";
import { AllProductsStats, type AllProductsStatsIcons } from "./all-products-stats";
import { AllProductsCard } from "./all-products-card";
import { ImportProductsDialog, ProductDeleteDialog } from "./lazy-dialogs";
import { useImportRequest } from "./use-import-request";

/** Icons that never change, rendered on the server by the page: their code stays out of the browser's. */
export type AllProductsIcons = AllProductsHeaderIcons & AllProductsStatsIcons;

const ALL = { of: "all" } as const;

/** All products across niches, a page at a time. */
export function AllProductsScreen({ icons }: { icons?: AllProductsIcons }) {
  const t = useTranslations("products.all");
  const td = useTranslations("products.delete");
  const readTexts = useProductsReadTexts("all");
  const { forget } = useProductMutations();
  const allProductsEmpty = useAllProductsEmpty();
  const { query: filters, settled, setSearch, update: updateFilters } = useUrlQuery(allProductsUrlCodec);
  // Typing reaches the URL after a pause; a choice (niche, status, clear) is a history entry.
  const setFilters = useCallback(
    (patch: Partial<AllProductFilters>) =>
      Object.keys(patch).length === 1 && patch.q !== undefined ? setSearch(patch.q) : updateFilters(patch),
    [setSearch, updateFilters],
  );
  const [importOpen, setImportOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const importUsed = useOpenedOnce(importOpen);
  const deleteUsed = useOpenedOnce(toDelete !== null);
  const { starting, start: generate } = useStartGeneration();
  const openImport = useCallback(() => setImportOpen(true), []);
  useImportRequest(openImport);

  // The URL names its niche by slug: one small read finds its id and name, where the upstream filters
  // niches by slug; else the whole niche list does.
  const slugRead = useQuery(settled.niche !== "all" ? nicheBySlugQuery(settled.niche) : null);
  const slugUnsupported = slugRead.data === null;
  const nichesForFilter = useQuery(slugUnsupported ? nichesQuery : null);
  const nicheFilter = slugUnsupported
    ? nicheFilterId(settled.niche, nichesForFilter.data, nichesForFilter.partial)
    : settled.niche === "all"
      ? undefined
      : slugRead.data
        ? (slugRead.data.niche?.id ?? 0)
        : null;
  const filterRead = slugUnsupported ? nichesForFilter : slugRead;

  // The upstream is asked with the URL's filters (the search text after its pause); a whole list read
  // here is narrowed as the user types.
  const filtersOf = (status: typeof settled.status) => ({ statuses: statusesOf(status), nicheId: nicheFilter ?? undefined });
  const asked = nicheFilter === null ? null : productListAsk(settled.q, filtersOf(settled.status), settled.page);
  const shownAsk = nicheFilter === null ? null : productListAsk(filters.q, filtersOf(filters.status), settled.page);
  const view = useList(productListSource(ALL), shownAsk, { asked, counts: ALL_PRODUCT_COUNTS });
  // A niche filter waits for its niche to be found: if that read fails, its error is the list's (with
  // its retry), rather than a list that loads for ever.
  const list: ReadSource<unknown> = nicheFilter === null && filterRead.error ? filterRead : view.read;
  usePageInRange(settled.page, knownPages(view), useCallback((page: number) => updateFilters({ page }, { replace: true }), [updateFilters]));

  // A page's cards name their niches and link to their sites: the page's niches are read by id, or in
  // the whole niche list where the upstream cannot answer that.
  const pageNicheIds = nicheIdsOf(view.rows);
  const refsRead = useQuery(pageNicheIds ? nicheRefsQuery(pageNicheIds) : null);
  const niches = useQuery(refsRead.data === null ? nichesQuery : null);
  useEffect(() => {
    // The niches only name the cards' niches and sites here: their failure is logged, the products still show.
    if (niches.error ?? refsRead.error) console.error("[products] niche list failed", niches.error ?? refsRead.error);
  }, [niches.error, refsRead.error]);
  const nicheRefs = useMemo(
    () => refsRead.data ?? niches.data?.map(nicheRef),
    [refsRead.data, niches.data],
  );
  const shown = useMemo(() => withNicheRefs(view.rows, nicheRefs), [view.rows, nicheRefs]);
  const { total, pending, completed } = view.counts;
  const counts = total !== undefined && pending !== undefined && completed !== undefined ? { total, pending, completed } : undefined;
  const filtered = view.total;
  const chosenName = slugRead.data?.niche?.name ?? nichesForFilter.data?.find((niche) => niche.slug === settled.niche)?.name;
  const chosenNiche = useMemo(() => (chosenName ? { value: settled.niche, label: chosenName } : undefined), [chosenName, settled.niche]);

  // Deployed site per niche: the card's site link goes there, or to the niche's page while it has none.
  const siteUrls = useMemo(() => new Map((nicheRefs ?? []).map((niche) => [niche.id, niche.site_url])), [nicheRefs]);

  const renderCard = useCallback(
    (product: Product, index: number) => (
      <AllProductsCard
        product={product}
        imagePriority={cardImagePriority(index)}
        siteUrl={product.niche_id != null ? (siteUrls.get(product.niche_id) ?? null) : null}
        starting={starting.has(product.id)}
        onGenerate={generate}
        onDelete={setToDelete}
      />
    ),
    [starting, generate, siteUrls],
  );

  return (
    <div className="space-y-6">
      <AllProductsHeader
        icons={icons}
        list={list}
        counts={counts}
        filtered={filtered ?? 0}
        refreshing={list.isValidating ?? false}
        onRefresh={() => refreshRead(list)}
        onImport={openImport}
      />
      <ReadCompanion read={list}>
        <AllProductsStats icons={icons} counts={counts} filtered={filtered} />
        <AllProductsFilters
          value={filters}
          onChange={setFilters}
          onClear={() => setFilters(EMPTY_ALL_FILTERS)}
          chosenNiche={chosenNiche}
          counts={filtered !== undefined && counts ? { filtered, total: counts.total } : undefined}
          nicheGone={nicheFilter === 0}
        />
      </ReadCompanion>

      <ReadStates<unknown>
        read={list}
        texts={readTexts}
        empty={{ when: counts?.total === 0, ...allProductsEmpty }}
        noMatch={{
          when: shown.length === 0,
          title: t("noMatchTitle"),
          description: t("noMatchText"),
          clearLabel: t("clearFilters"),
          onClear: () => setFilters(EMPTY_ALL_FILTERS),
        }}
      >
        {() => (
          // Until the page asked arrives, the last page's cards stay, marked busy and dimmed.
          <div aria-busy={view.busy} className="space-y-6 transition-opacity aria-busy:opacity-60">
            <VirtualCardGrid
              items={shown}
              layout={ALL_PRODUCTS_GRID}
              label={t("gridLabel")}
              renderItem={renderCard}
            />
            <ListPageLinks
              messages="products.pagination"
              page={settled.page}
              pages={view.pageCount}
              hrefOf={(page) => `/products${filtersToSearch({ ...settled, page })}`}
              onGo={(page) => updateFilters({ page })}
              busy={view.busy}
            />
          </div>
        )}
      </ReadStates>

      {importUsed ? <ImportProductsDialog open={importOpen} onOpenChange={setImportOpen} /> : null}
      {deleteUsed ? (
        <ProductDeleteDialog
          product={toDelete}
          onClose={() => setToDelete(null)}
          errorText={td("errorGeneral")}
          onDeleted={(id) => void forget(id)}
        />
      ) : null}
    </div>
  );
}
