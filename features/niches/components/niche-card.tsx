"use client";

import { memo } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Eye, Globe, Package } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LazyMenu } from "@/components/ui/lazy-menu";
import { NicheCardMenu } from "./niche-card-menu";
import { hasSite } from "@/features/niches/list-query";
import type { Niche } from "@/features/niches/schemas";
import { NicheCardMenuButton } from "./niche-card-menu-button";

interface NicheCardProps {
  niche: Niche;
  onToggle: (niche: Niche) => void;
  onDelete: (niche: Niche) => void;
}

function NicheCardView({ niche, onToggle, onDelete }: NicheCardProps) {
  const t = useTranslations("niches.card");
  const tc = useTranslations("common");
  const productsHref = `/niches/${niche.id}/products`;
  const titleId = `niche-${niche.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="niche-card"
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="truncate text-base font-semibold" title={niche.name}>
            {niche.name}
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant={niche.is_active ? "success" : "secondary"}>
              {niche.is_active ? tc("active") : tc("inactive")}
            </Badge>
            {hasSite(niche) ? (
              <Badge variant="info">
                <Globe aria-hidden />
                {t("hasSite")}
              </Badge>
            ) : null}
          </div>
        </div>
        <LazyMenu renderTrigger={(trigger) => <NicheCardMenuButton label={t("menu", { name: niche.name })} {...trigger} />}>
          <NicheCardMenu niche={niche} onToggle={onToggle} onDelete={onDelete} />
        </LazyMenu>
      </header>

      <p className={niche.description ? "line-clamp-2 text-sm" : "line-clamp-2 text-sm text-muted-foreground italic"}>
        {niche.description || t("noDescription")}
      </p>

      <div className="mt-auto flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Package aria-hidden className="size-4" />
          {t("products", { count: niche.product_count ?? 0 })}
        </span>
        <Badge variant="outline" className="font-mono" title={niche.slug}>
          <span className="truncate">{niche.slug}</span>
        </Badge>
      </div>

      <div className="flex gap-2">
        <Button asChild size="sm" fill>
          {/* No prefetch: typing in the search swaps every card on screen, and each would fetch its route. */}
          <Link href={`/niches/${niche.id}`} prefetch={false}>
            <Eye aria-hidden />
            {t("viewDetails")}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline" fill>
          <Link href={productsHref} prefetch={false}>
            <Package aria-hidden />
            {t("productsAction")}
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** Memoized: with thousands of niches only the cards whose data changed re-render. */
export const NicheCard = memo(NicheCardView);
