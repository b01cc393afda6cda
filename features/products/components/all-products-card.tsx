"use client";

import type { CardImagePriority } from "@/features/products/card-image";
import { memo, useId } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Eye, FolderOpen, Globe, Pencil, RefreshCw, Sparkles, Trash2 } from "lucide-react";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { nicheNameOf, nicheSlugOf } from "@/features/products/filters";
import type { Product } from "@/features/products/schemas";
import { cardActions, statusKind } from "@/features/products/status";
import { ProductCardMedia } from "./product-card-media";
import { GenerationProgressMeter } from "./generation-progress-meter";
import { ProductStatusBadge } from "./product-status-badge";
import { AmazonLink } from "./amazon-link";
import { ProductCardFacts } from "./product-card-facts";

interface AllProductsCardProps {
  product: Product;
  /** Asks the server to generate the product's content (again, once it has some). */
  onGenerate: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** A generation request for this card is on its way. */
  starting: boolean;
  /** The niche's deployed site; without one the site link leads to the niche's page. */
  siteUrl: string | null;
  /** How the card's image is fetched (cardImagePriority). */
  imagePriority: CardImagePriority;
}

const siteLinkClass = "inline-flex items-center gap-1 text-muted-foreground underline-offset-4 hover:underline";

/** Card of the general list: view (once there is content), edit, generate or regenerate, delete, niche links. */
// Memoised: typing in the filters re-renders the grid, not the cards that stay on screen.
export const AllProductsCard = memo(function AllProductsCard({
  product,
  onGenerate,
  onDelete,
  starting,
  siteUrl,
  imagePriority,
}: AllProductsCardProps) {
  const t = useTranslations("products.card");
  const headingId = useId();
  const nicheName = nicheNameOf(product);
  const nicheSlug = nicheSlugOf(product);
  // As on a niche's cards: content to see only once completed; a product never generated is generated, not regenerated.
  const actions = cardActions(product.generation_status);
  return (
    <Card layout="custom" className="h-full flex-col gap-3 p-4" aria-labelledby={headingId} data-product-id={product.id}>
      <ProductStatusBadge status={product.generation_status} />
      {statusKind(product.generation_status) === "generating" ? <GenerationProgressMeter productId={product.id} /> : null}
      <ProductCardMedia product={product} headingId={headingId} imagePriority={imagePriority} />
      <p className="truncate font-mono text-xs text-muted-foreground" title={product.amazon_url}>
        {product.amazon_url}
      </p>
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {product.niche_id != null ? (
          <Link href={`/niches/${product.niche_id}/products`} prefetch={false} className="inline-flex min-w-0 items-center gap-1 wrap-anywhere underline-offset-4 hover:underline">
            <FolderOpen aria-hidden className="size-3.5 shrink-0" />
            <span className="sr-only">{t("nicheProducts", { name: nicheName })}: </span>
            {nicheName}
          </Link>
        ) : null}
        {nicheSlug && siteUrl ? (
          <a href={siteUrl} target="_blank" rel="noopener noreferrer" className={siteLinkClass}>
            <Globe aria-hidden className="size-3.5" />
            {t("nicheSite", { slug: nicheSlug })}
            <span className="sr-only"> {t("newTab")}</span>
          </a>
        ) : nicheSlug && product.niche_id != null ? (
          <Link href={`/niches/${product.niche_id}`} prefetch={false} className={siteLinkClass}>
            <Globe aria-hidden className="size-3.5" />
            {t("nicheSite", { slug: nicheSlug })}
          </Link>
        ) : null}
      </div>
      <ProductCardFacts product={product} />
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-3" role="group" aria-label={t("actions")}>
        {actions.viewContent ? (
          <Button asChild size="sm">
            <Link href={`/products/${product.id}/content`} prefetch={false}>
              <Eye aria-hidden />
              {t("viewContent")}
            </Link>
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <Link href={`/products/${product.id}/edit`} prefetch={false}>
            <Pencil aria-hidden />
            {t("edit")}
          </Link>
        </Button>
        {actions.generate ? (
          <ActionButton size="sm" variant={actions.primary === "generate" ? "default" : "outline"} onPress={() => onGenerate(product)} disabled={starting}>
            <Sparkles aria-hidden />
            {starting ? t("generating") : t("generate")}
          </ActionButton>
        ) : (
          <ActionButton size="sm" variant="outline" onPress={() => onGenerate(product)} disabled={starting}>
            <RefreshCw aria-hidden />
            {starting ? t("generating") : t("regenerate")}
          </ActionButton>
        )}
        <ActionButton size="sm" variant="ghost-destructive" onPress={() => onDelete(product)}>
          <Trash2 aria-hidden />
          {t("delete")}
        </ActionButton>
        <AmazonLink url={product.amazon_url} />
      </div>
    </Card>
  );
});
