"use client";

import dynamic from "next/dynamic";
import { useCallback, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { FolderPlus, Plus } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import { VirtualCardGrid } from "@/components/ui/virtual-card-grid";
import { ReadCompanion, ReadStates } from "@/components/shared/read-states";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { wholeData } from "@/lib/read/read-view";
import { NICHE_LIST_FIRST_PAINT, nicheColumns } from "@/features/niches/grid-columns";
import { useNiches } from "@/features/niches/hooks";
import { filterNiches, isFiltered, nicheStats, sortNiches, DEFAULT_QUERY, nicheListUrlCodec } from "@/features/niches/list-query";
import type { Niche } from "@/features/niches/schemas";
import { useUrlQuery } from "@/lib/navigation/use-url-query";
import { useForgetNiche, useToggleNiche } from "@/features/niches/use-niche-actions";
import { NicheCard } from "./niche-card";
import { NicheListStats } from "./niche-list-stats";
import { NicheListToolbar } from "./niche-list-toolbar";
import { PageHeader } from "@/components/ui/page-header";

// Dialogs load when first opened: the page's first load carries no radix dialog code.
const DeleteNicheDialog = dynamic(() => import("./delete-niche-dialog").then((m) => m.DeleteNicheDialog), { ssr: false });

export function NicheListScreen() {
  const t = useTranslations("niches.list");
  const nicheList = useNiches();
  const { data: niches } = nicheList;
  const { query, setSearch, update } = useUrlQuery(nicheListUrlCodec);
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
  const whole = wholeData(nicheList);
  const stats = useMemo(() => (whole ? nicheStats(whole) : undefined), [whole]);
  const filtered = isFiltered(query);

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
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          <ButtonLink href="/niches/new" icon={Plus}>
            {t("create")}
          </ButtonLink>
        }
      />

      <ReadCompanion read={nicheList}>
        <NicheListStats stats={stats} />
        <NicheListToolbar
          query={query}
          shown={whole ? visible?.length : undefined}
          total={whole?.length}
          filtered={filtered}
          onSearch={setSearch}
          onChange={update}
        />
      </ReadCompanion>
      <ReadStates
        read={nicheList}
        texts={{ loading: t("loading"), error: t("loadError"), retry: t("retry"), toast: t("loadErrorToast") }}
        empty={{
          when: niches?.length === 0,
          icon: <FolderPlus />,
          title: t("emptyTitle"),
          description: t("emptyDescription"),
          actions: (
            <ButtonLink href="/niches/new" icon={Plus}>
              {t("emptyAction")}
            </ButtonLink>
          ),
        }}
        noMatch={{
          when: visible?.length === 0,
          title: t("noResultsTitle"),
          description: t("noResultsDescription"),
          clearLabel: t("clearFilters"),
          onClear: clearFilters,
        }}
      >
        {() => (
          <VirtualCardGrid
            items={visible ?? []}
            renderItem={renderCard}
            columnsFor={nicheColumns}
            firstPaintColumns="@min-[600px]:grid-cols-2 @min-[960px]:grid-cols-3"
            firstPaintItems={NICHE_LIST_FIRST_PAINT}
            estimateRowHeight={232}
            overscan={2}
            label={t("title")}
          />
        )}
      </ReadStates>

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
