"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ReadLoading, useLoadFailureToast } from "@/components/shared/read-states";
import { useBreadcrumbNames } from "@/components/layout/breadcrumbs-context";
import { useRecordTitle } from "@/components/layout/use-record-title";
import { useCatalogFormItem } from "@/features/niche-catalog/hooks";
import { CatalogForm } from "./catalog-form";

/** Edit mode: loads the template first; a failed load alerts and goes back to the list. */
export function CatalogEditPage({ id }: { id: string }) {
  const t = useTranslations("nicheCatalog.form");
  const router = useRouter();
  const { data: item, error } = useCatalogFormItem(id);
  useBreadcrumbNames({ templateName: item?.name });
  useRecordTitle("editTemplate", item?.name);

  useLoadFailureToast(error, t("loadError"));
  useEffect(() => {
    if (error) router.replace("/niche-catalog");
  }, [error, router]);

  if (!item) return <ReadLoading label={t("loading")} />;
  // Keyed so a revalidated item never resets what the user is typing.
  return <CatalogForm key={item.id} item={item} />;
}
