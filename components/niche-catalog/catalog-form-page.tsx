"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Skeleton } from "@/components/ui/skeleton";
import { useBreadcrumbNames } from "@/components/layout/breadcrumbs-context";
import { useRecordTitle } from "@/components/layout/use-record-title";
import { useCatalogItem } from "@/lib/niche-catalog/hooks";
import { CatalogForm } from "./catalog-form";

/** Edit mode: loads the template first; a failed load alerts and goes back to the list. */
export function CatalogEditPage({ id }: { id: string }) {
  const t = useTranslations("nicheCatalog.form");
  const router = useRouter();
  const { data: item, error } = useCatalogItem(id);
  useBreadcrumbNames({ templateName: item?.name });
  useRecordTitle("editTemplate", item?.name);

  useEffect(() => {
    if (!error) return;
    toast.error(t("loadError"));
    router.replace("/niche-catalog");
  }, [error, router, t]);

  if (!item) {
    return (
      <section className="mx-auto max-w-3xl space-y-4" aria-busy="true">
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </section>
    );
  }
  // Keyed so a revalidated item never resets what the user is typing.
  return <CatalogForm key={item.id} item={item} />;
}
