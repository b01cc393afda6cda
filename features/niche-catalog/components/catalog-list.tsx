"use client";

import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { LayoutTemplate, Plus } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { ReadCompanion, ReadStates } from "@/components/shared/read-states";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { useCatalogItems } from "@/features/niche-catalog/hooks";
import { useCatalogMutations } from "@/features/niche-catalog/mutations";
import { wholeData } from "@/lib/read/read-view";
import { newestFirst } from "@/lib/list-order";
import type { CatalogItem } from "@/features/niche-catalog/schemas";
import { errorMessage } from "@/lib/http/api-error";
import { CatalogCard } from "./catalog-card";
import { CatalogStats } from "./catalog-stats";
import { PageHeader } from "@/components/ui/page-header";

// Dialogs load when first opened: the page's first load carries no radix dialog code.
const DeleteCatalogDialog = dynamic(() => import("./delete-catalog-dialog").then((m) => m.DeleteCatalogDialog), { ssr: false });

// Cards carry an image each: render them a page at a time so thousands stay fast.
const PAGE_SIZE = 24;

export function CatalogList() {
  const t = useTranslations("nicheCatalog.list");
  const tCard = useTranslations("nicheCatalog.card");
  const catalog = useCatalogItems();
  const { data: items } = catalog;
  // Counts wait for the whole list: the server may have sent only its first rows.
  const whole = wholeData(catalog);
  const catalogMutations = useCatalogMutations();
  const [shown, setShown] = useState(PAGE_SIZE);
  const [toDelete, setToDelete] = useState<CatalogItem | null>(null);
  const deleteUsed = useOpenedOnce(toDelete !== null);
  const sorted = useMemo(() => (items ? newestFirst(items) : undefined), [items]);

  const toggleActive = async (item: CatalogItem) => {
    try {
      await catalogMutations.toggleActive(item);
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
      <ReadCompanion read={catalog}>
        <CatalogStats items={whole} />
      </ReadCompanion>
      <ReadStates
        read={catalog}
        texts={{ loading: t("loading"), error: t("loadError"), retry: t("retry") }}
        empty={{
          when: items?.length === 0,
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
              {(sorted ?? []).slice(0, shown).map((item, index) => (
                <li key={item.id} className="flex">
                  <div className="w-full">
                    <CatalogCard item={item} first={index === 0} onToggleActive={(i) => void toggleActive(i)} onDelete={setToDelete} />
                  </div>
                </li>
              ))}
            </ul>
            {whole && whole.length > shown && (
              <div className="flex flex-col items-center gap-2">
                <p className="text-sm text-muted-foreground">{t("count", { shown, total: whole.length })}</p>
                <Button variant="outline" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                  {t("showMore", { count: whole.length - shown })}
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
