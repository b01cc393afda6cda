"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { AlertCircle, FolderPlus, Plus, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { VirtualCardGrid } from "@/components/ui/virtual-card-grid";
import { useOpenedOnce } from "@/lib/lazy/use-opened-once";
import { nicheColumns } from "@/lib/niches/grid-columns";
import { useNiches } from "@/lib/niches/hooks";
import { filterNiches, isFiltered, nicheStats, sortNiches, DEFAULT_QUERY } from "@/lib/niches/list-query";
import type { Niche } from "@/lib/niches/schemas";
import { useListUrlState } from "@/lib/niches/use-list-url-state";
import { useForgetNiche, useToggleNiche } from "@/lib/niches/use-niche-actions";
import { NicheCard } from "./niche-card";
import { NicheListStats } from "./niche-list-stats";
import { NicheListToolbar } from "./niche-list-toolbar";

// Dialogs load when first opened: the page's first load carries no radix dialog code.
const DeleteNicheDialog = dynamic(() => import("./delete-niche-dialog").then((m) => m.DeleteNicheDialog), { ssr: false });

export function NicheListScreen() {
  const t = useTranslations("niches.list");
  const nicheList = useNiches();
  const { data: niches, error, isLoading, mutate } = nicheList;
  const { query, setSearch, update } = useListUrlState();
  const toggle = useToggleNiche();
  const forget = useForgetNiche();
  const [toDelete, setToDelete] = useState<Niche | null>(null);
  const deleteUsed = useOpenedOnce(toDelete !== null);

  const sorted = useMemo(() => (niches ? sortNiches(niches, query.sort) : undefined), [niches, query.sort]);
  const visible = useMemo(
    () => (sorted ? filterNiches(sorted, { q: query.q, status: query.status }) : undefined),
    [sorted, query.q, query.status],
  );
  // Counts wait for the whole list: the server may have sent only its first rows.
  const whole = nicheList.partial ? undefined : niches;
  const stats = useMemo(() => (whole ? nicheStats(whole) : undefined), [whole]);
  const filtered = isFiltered(query);
  const failed = Boolean(error) && !niches;

  useEffect(() => {
    if (failed) toast.error(t("loadErrorToast"));
  }, [failed, t]);

  const onToggle = useCallback(
    async (niche: Niche) => {
      const ok = await toggle(niche);
      if (ok) toast.success(niche.is_active ? t("deactivated") : t("activated"));
      else toast.error(t("toggleError"));
    },
    [toggle, t],
  );
  const renderCard = useCallback(
    (niche: Niche) => <NicheCard niche={niche} onToggle={onToggle} onDelete={setToDelete} />,
    [onToggle],
  );
  const clearFilters = () => update({ q: "", status: DEFAULT_QUERY.status });

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </div>
        <Button asChild>
          <Link href="/niches/new">
            <Plus aria-hidden />
            {t("create")}
          </Link>
        </Button>
      </header>

      {failed ? (
        <Card role="alert" className="border-destructive/50">
          <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
            <AlertCircle aria-hidden className="size-8 text-destructive" />
            <p>{t("loadError")}</p>
            <Button variant="outline" onClick={() => void mutate()}>
              {t("retry")}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <NicheListStats stats={stats} />
          <NicheListToolbar
            query={query}
            shown={whole ? visible?.length : undefined}
            total={whole?.length}
            filtered={filtered}
            onSearch={setSearch}
            onChange={update}
          />
          {isLoading && !niches ? (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
              <span className="sr-only" role="status">
                {t("loading")}
              </span>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-56 rounded-xl" />
              ))}
            </div>
          ) : null}
          {niches && niches.length === 0 ? (
            <EmptyState
              icon={<FolderPlus />}
              title={t("emptyTitle")}
              description={t("emptyDescription")}
              actions={
                <Button asChild>
                  <Link href="/niches/new">
                    <Plus aria-hidden />
                    {t("emptyAction")}
                  </Link>
                </Button>
              }
            />
          ) : null}
          {niches && niches.length > 0 && visible?.length === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title={t("noResultsTitle")}
              description={t("noResultsDescription")}
              actions={
                <Button variant="outline" onClick={clearFilters}>
                  {t("clearFilters")}
                </Button>
              }
            />
          ) : null}
          {niches && niches.length > 0 && visible ? (
            <VirtualCardGrid
              items={visible}
              renderItem={renderCard}
              columnsFor={nicheColumns}
              firstPaintColumns="@min-[600px]:grid-cols-2 @min-[960px]:grid-cols-3"
              estimateRowHeight={232}
              overscan={2}
              label={t("title")}
            />
          ) : null}
        </>
      )}

      {deleteUsed ? (
        <DeleteNicheDialog
          niche={toDelete}
          onClose={() => setToDelete(null)}
          onDeleted={(id) => {
            setToDelete(null);
            forget(id);
          }}
        />
      ) : null}
    </div>
  );
}
