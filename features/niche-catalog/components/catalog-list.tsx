"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { LayoutTemplate, Plus } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { ReadCompanion, ReadStates } from "@/components/shared/read-states";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { useList } from "@/lib/browser-data/use-list";
import { CATALOG_COUNTS, CATALOG_PAGE_ROWS, catalogListAsk, catalogListSource } from "@/features/niche-catalog/list-source";
import { useCatalogMutations } from "@/features/niche-catalog/mutations";
import type { CatalogItem } from "@/features/niche-catalog/schemas";
import { errorMessage } from "@/lib/http/api-error";
import { CatalogCard } from "./catalog-card";
import { CatalogStats } from "./catalog-stats";
import { PageHeader } from "@/components/ui/page-header";
import { DeleteCatalogDialog } from "./lazy-dialogs";

export function CatalogList() {
  const t = useTranslations("nicheCatalog.list");
  const tCard = useTranslations("nicheCatalog.card");
  // Cards carry an image each: they come a part at a time, so thousands stay fast.
  const [shown, setShown] = useState(CATALOG_PAGE_ROWS);
  const catalog = useList(catalogListSource, catalogListAsk(shown), { counts: CATALOG_COUNTS });
  const { rows: visible, total } = catalog;
  const { active, withGithub } = catalog.counts;
  const stats = total !== undefined && active !== undefined && withGithub !== undefined ? { total, active, withGithub } : undefined;
  const catalogMutations = useCatalogMutations();
  const [toDelete, setToDelete] = useState<CatalogItem | null>(null);
  const deleteUsed = useOpenedOnce(toDelete !== null);

  const toggleActive = async (item: CatalogItem) => {
    try {
      await catalogMutations.toggleActive(item, catalog.key);
      toast.success(item.is_active ? tCard("deactivated") : tCard("activated"));
    } catch (err) {
      toast.error(errorMessage(err, tCard("toggleError")));
    }
  };

  const header = (
    <PageHeader
      title={t("title")}
      description={t("subtitle")}
      actions={
        <ButtonLink href="/niche-catalog/new" icon={Plus}>
          {t("new")}
        </ButtonLink>
      }
    />
  );

  return (
    <section className="space-y-6">
      {header}
      <ReadCompanion read={catalog.read}>
        <CatalogStats stats={stats} />
      </ReadCompanion>
      <ReadStates
        read={catalog.read}
        texts={{ loading: t("loading"), error: t("loadError"), retry: t("retry") }}
        empty={{
          when: total === 0,
          icon: <LayoutTemplate />,
          title: t("emptyTitle"),
          description: t("emptyDescription"),
          actions: (
            <ButtonLink href="/niche-catalog/new" icon={Plus}>
              {t("emptyAction")}
            </ButtonLink>
          ),
        }}
      >
        {() => (
          <>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("title")}>
              {visible.map((item, index) => (
                <li key={item.id} className="flex">
                  <div className="w-full">
                    <CatalogCard item={item} first={index === 0} onToggleActive={(i) => void toggleActive(i)} onDelete={setToDelete} />
                  </div>
                </li>
              ))}
            </ul>
            {total !== undefined && total > visible.length && (
              <div className="flex flex-col items-center gap-2">
                <p className="text-sm text-muted-foreground">{t("count", { shown: visible.length, total })}</p>
                <Button variant="outline" onClick={() => setShown((n) => n + CATALOG_PAGE_ROWS)}>
                  {t("showMore", { count: total - visible.length })}
                </Button>
              </div>
            )}
          </>
        )}
      </ReadStates>
      {deleteUsed ? <DeleteCatalogDialog item={toDelete} onClose={() => setToDelete(null)} onDeleted={(item) => void catalogMutations.forget(item.id)} /> : null}
    </section>
  );
}
