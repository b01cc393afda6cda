"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

export function StatusBadge({ active }: { active: boolean }) {
  const t = useTranslations("nicheCatalog.card");
  return <Badge variant={active ? "success" : "secondary"}>{active ? t("active") : t("inactive")}</Badge>;
}
