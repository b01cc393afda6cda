"use client";

import { useTranslations } from "next-intl";

/** What both product lists say while reading and when a read fails, each in its own words. */
export function useProductsReadTexts(list: "all" | "niche") {
  const t = useTranslations(`products.${list}`);
  return {
    loading: t("loading"),
    error: t("loadError"),
    errorDetail: t("loadErrorText"),
    retry: t("retry"),
    toast: t(list === "all" ? "loadError" : "loadErrorToast"),
  };
}
