"use client";

import { useCallback, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { FolderPlus, Plus } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import { VirtualCardGrid } from "@/components/ui/virtual-card-grid";
import { ReadCompanion, ReadStates } from "@/components/shared/read-states";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { NICHE_LIST_GRID } from "@/features/niches/grid-columns";
import { isFiltered, DEFAULT_QUERY, nicheListUrlCodec, serializeListQuery } from "@/features/niches/list-query";
import { NICHE_COUNTS, nicheListAsk, nicheListSource } from "@/features/niches/list-source";
import type { Niche } from "@/features/niches/schemas";
import { knownPages, useList } from "@/lib/browser-data/use-list";
import { useUrlQuery } from "@/lib/navigation/use-url-query";
import { usePageInRange } from "@/lib/navigation/use-page-in-range";
import { ListPageLinks } from "@/components/shared/list-page-links";
import { useForgetNiche, useToggleNiche } from "@/features/niches/use-niche-actions";
import { NicheCard } from "./niche-card";
import { NicheListStats } from "./niche-list-stats";
import { NicheListToolbar } from "./niche-list-toolbar";
import { PageHeader } from "@/components/ui/page-header";
import { DeleteNicheDialog } from "./delete-niche-dialog";

export function NicheListScreen() {
  const t = useTranslations("niches.list");
  const { query, settled, setSearch, update } = useUrlQuery(nicheListUrlCodec);
  // The upstream is asked with the URL's query (the search text after its pause); a whole list read here
  // is narrowed as the user types.
  const view = useList(nicheListSource, nicheListAsk({ ...query, page: settled.page }), { asked: nicheListAsk(settled), counts: NICHE_COUNTS });
  const nicheList = view.read;
  const toggle = useToggleNiche(view.key);
  const forget = useForgetNiche();
  const [toDelete, setToDelete] = useState<Niche | null>(null);
  const deleteUsed = useOpenedOnce(toDelete !== null);
  const filtered = isFiltered(query);
  const goToPage = useCallback((page: number) => update({ page }, { replace: true }), [update]);
  usePageInRange(settled.page, knownPages(view), goToPage);
  const { total, active, withSites } = view.counts;
  const stats = useMemo(
    () => (total !== undefined && active !== undefined && withSites !== undefined ? { total, active, inactive: total - active, withSites } : undefined),
    [total, active, withSites],
  );

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
          shown={view.total}
          total={total}
          filtered={filtered}
          onSearch={setSearch}
          onChange={update}
        />
      </ReadCompanion>
      <ReadStates<unknown>
        read={nicheList}
        texts={{ loading: t("loading"), error: t("loadError"), retry: t("retry"), toast: t("loadErrorToast") }}
        empty={{
          when: total === 0,
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
          when: view.rows.length === 0,
          title: t("noResultsTitle"),
          description: t("noResultsDescription"),
          clearLabel: t("clearFilters"),
          onClear: clearFilters,
        }}
      >
        {() => (
          // Until the page asked arrives, the last page's cards stay, marked busy and dimmed.
          <div aria-busy={view.busy} className="space-y-6 transition-opacity aria-busy:opacity-60">
            <VirtualCardGrid
              items={view.rows}
              renderItem={renderCard}
              layout={NICHE_LIST_GRID}
              label={t("title")}
            />
            <ListPageLinks
              messages="niches.list.pagination"
              page={settled.page}
              pages={view.pageCount}
              hrefOf={(page) => `/niches${serializeListQuery({ ...settled, page })}`}
              onGo={(page) => update({ page })}
              busy={view.busy}
            />
          </div>
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
