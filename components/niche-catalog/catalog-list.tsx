"use client";

import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { AlertCircle, LayoutTemplate, Plus, RefreshCw } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useSWRConfig } from "swr";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useOpenedOnce } from "@/lib/lazy/use-opened-once";
import { catalogItemPath, updateCatalogItem } from "@/lib/niche-catalog/api";
import { useCatalogItems } from "@/lib/niche-catalog/hooks";
import { newestFirst } from "@/lib/niche-catalog/list-order";
import type { CatalogItem } from "@/lib/niche-catalog/schemas";
import { errorMessage } from "@/lib/http/api-error";
import { CatalogCard } from "./catalog-card";
import { CatalogStats } from "./catalog-stats";

// Dialogs load when first opened: the page's first load carries no radix dialog code.
const DeleteCatalogDialog = dynamic(() => import("./delete-catalog-dialog").then((m) => m.DeleteCatalogDialog), { ssr: false });

// Cards carry an image each: render them a page at a time so thousands stay fast.
const PAGE_SIZE = 24;

export function CatalogList() {
  const t = useTranslations("nicheCatalog.list");
  const tCard = useTranslations("nicheCatalog.card");
  const catalog = useCatalogItems();
  const { data: items, error, isValidating, mutate } = catalog;
  // Counts wait for the whole list: the server may have sent only its first rows.
  const whole = catalog.partial ? undefined : items;
  const { mutate: mutateKey } = useSWRConfig();
  const [shown, setShown] = useState(PAGE_SIZE);
  const [toDelete, setToDelete] = useState<CatalogItem | null>(null);
  const deleteUsed = useOpenedOnce(toDelete !== null);
  const sorted = useMemo(() => (items ? newestFirst(items) : undefined), [items]);

  const toggleActive = async (item: CatalogItem) => {
    const is_active = !item.is_active;
    try {
      await mutate(
        async (current) => {
          await updateCatalogItem(item.id, { is_active });
          return current?.map((i) => (i.id === item.id ? { ...i, is_active } : i));
        },
        {
          optimisticData: (current) => (current ?? []).map((i) => (i.id === item.id ? { ...i, is_active } : i)),
          rollbackOnError: true,
        },
      );
      void mutateKey(catalogItemPath(item.id));
      toast.success(is_active ? tCard("activated") : tCard("deactivated"));
    } catch (err) {
      toast.error(errorMessage(err, tCard("toggleError")));
    }
  };

  const removeFromList = (item: CatalogItem) => {
    void mutate((current) => current?.filter((i) => i.id !== item.id), { revalidate: true });
  };

  const header = (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      <Button asChild>
        <Link href="/niche-catalog/new">
          <Plus aria-hidden />
          {t("new")}
        </Link>
      </Button>
    </header>
  );

  if (error && !items) {
    return (
      <section className="space-y-6">
        {header}
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertTitle>{t("loadError")}</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(error, "")}</p>
            <Button variant="outline" size="sm" onClick={() => void mutate()} disabled={isValidating}>
              <RefreshCw aria-hidden className={isValidating ? "animate-spin" : undefined} />
              {t("retry")}
            </Button>
          </AlertDescription>
        </Alert>
      </section>
    );
  }

  return (
    <section className="space-y-6">
      {header}
      <CatalogStats items={whole} />
      {!items ? (
        <div role="status" aria-live="polite" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only">{t("loading")}</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-72 rounded-xl" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<LayoutTemplate />}
          title={t("emptyTitle")}
          description={t("emptyDescription")}
          actions={
            <Button asChild>
              <Link href="/niche-catalog/new">
                <Plus aria-hidden />
                {t("emptyAction")}
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("title")}>
            {(sorted ?? []).slice(0, shown).map((item) => (
              <li key={item.id} className="flex">
                <div className="w-full">
                  <CatalogCard item={item} onToggleActive={(i) => void toggleActive(i)} onDelete={setToDelete} />
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
      {deleteUsed ? <DeleteCatalogDialog item={toDelete} onClose={() => setToDelete(null)} onDeleted={removeFromList} /> : null}
    </section>
  );
}
