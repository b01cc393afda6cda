"use client";

import { useTranslations } from "next-intl";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { useGenerationProgress } from "@/features/products/generation-progress";
import { hasErrors, statusKind, type StatusKind } from "@/features/products/status";
import { formatNumber } from "@/lib/format/number";

const VARIANT: Record<StatusKind, BadgeProps["variant"]> = {
  completed: "success",
  generating: "warning",
  error: "destructive",
  pending: "secondary",
};

/**
 * Status label and colour, plus the 'Con errores' tag on failures. While a model writes `productId`'s
 * article, the label counts the characters written so far.
 */
export function ProductStatusBadge({ status, productId }: { status: string; productId?: number }) {
  const t = useTranslations("generationStatus");
  const kind = statusKind(status);
  const characters = useGenerationProgress(kind === "generating" ? productId : undefined);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={VARIANT[kind]} data-status={kind}>
        {characters === undefined ? t(kind) : t("generatingProgress", { count: characters, characters: formatNumber(characters) })}
      </Badge>
      {hasErrors(status) ? (
        <Badge variant="destructive-outline">
          {t("withErrors")}
        </Badge>
      ) : null}
    </span>
  );
}
