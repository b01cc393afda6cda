"use client";

import { useTranslations } from "next-intl";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { hasErrors, statusKind, type StatusKind } from "@/features/products/status";

const VARIANT: Record<StatusKind, BadgeProps["variant"]> = {
  completed: "success",
  generating: "warning",
  error: "destructive",
  pending: "secondary",
};

/** Status label and colour, plus the 'Con errores' tag on failures. */
export function ProductStatusBadge({ status }: { status: string }) {
  const t = useTranslations("generationStatus");
  const kind = statusKind(status);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={VARIANT[kind]} data-status={kind}>
        {t(kind)}
      </Badge>
      {hasErrors(status) ? (
        <Badge variant="destructive-outline">
          {t("withErrors")}
        </Badge>
      ) : null}
    </span>
  );
}
