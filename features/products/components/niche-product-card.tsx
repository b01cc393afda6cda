"use client";

import type { CardImagePriority } from "@/features/products/card-image";
import { useId } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Eye, Pencil, RefreshCw, Sparkles, Trash2 } from "lucide-react";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import type { Product } from "@/features/products/schemas";
import { cardActions, statusKind } from "@/features/products/status";
import { ProductCardMedia, productDisplayName } from "./product-card-media";
import { GenerationProgressMeter } from "./generation-progress-meter";
import { ProductStatusBadge } from "./product-status-badge";
import { AmazonLink } from "./amazon-link";
import { ProductCardFacts } from "./product-card-facts";

interface NicheProductCardProps {
  product: Product;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onGenerate: () => void;
  onRegenerate: () => void;
  onDelete: () => void;
  /** A generation request for this card is on its way. */
  starting: boolean;
  /** How the card's image is fetched (cardImagePriority). */
  imagePriority: CardImagePriority;
}

/** Product card of the niche screen. */
export function NicheProductCard(props: NicheProductCardProps) {
  const { product, selected, onSelectedChange, onGenerate, onRegenerate, onDelete, starting, imagePriority } = props;
  const t = useTranslations("products.card");
  const headingId = useId();
  const actions = cardActions(product.generation_status);
  const contentHref = `/products/${product.id}/content`;

  const viewContent = (
    <Button asChild size="sm" variant={actions.primary === "viewContent" ? "default" : "outline"}>
      <Link href={contentHref} prefetch={false}>
        <Eye aria-hidden />
        {t("viewContent")}
      </Link>
    </Button>
  );
  const generate = (
    <ActionButton size="sm" variant={actions.primary === "generate" ? "default" : "outline"} onPress={onGenerate} disabled={starting}>
      <Sparkles aria-hidden />
      {starting ? t("generating") : t("generate")}
    </ActionButton>
  );
  const regenerate = (
    <ActionButton size="sm" variant={actions.primary === "regenerate" ? "default" : "outline"} onPress={onRegenerate}>
      <RefreshCw aria-hidden />
      {t("regenerate")}
    </ActionButton>
  );
  const primary = { viewContent, generate, regenerate }[actions.primary];

  return (
    <Card
      layout="custom"
      className="h-full flex-col gap-3 p-4"
      aria-labelledby={headingId}
      data-product-id={product.id}
      data-status={product.generation_status}
    >
      <div className="flex items-start justify-between gap-2">
        <ProductStatusBadge status={product.generation_status} />
        <Checkbox
          checked={selected}
          onCheckedChange={onSelectedChange}
          aria-label={t("select", { name: productDisplayName(product) })}
        />
      </div>
      {statusKind(product.generation_status) === "generating" ? <GenerationProgressMeter productId={product.id} /> : null}
      <ProductCardMedia product={product} headingId={headingId} imagePriority={imagePriority} />
      <p className="truncate font-mono text-xs text-muted-foreground" title={product.amazon_url}>
        {product.amazon_url}
      </p>
      <ProductCardFacts product={product} />
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        {primary}
        <AmazonLink url={product.amazon_url} />
      </div>
      <div className="flex flex-wrap gap-2 border-t pt-3" role="group" aria-label={t("actions")}>
        {actions.viewContent && actions.primary !== "viewContent" ? viewContent : null}
        {actions.generate && actions.primary !== "generate" ? generate : null}
        {actions.primary !== "regenerate" ? regenerate : null}
        <Button asChild size="sm" variant="ghost">
          <Link href={`/products/${product.id}/edit`} prefetch={false}>
            <Pencil aria-hidden />
            {t("edit")}
          </Link>
        </Button>
        <ActionButton size="sm" variant="ghost-destructive" onPress={onDelete}>
          <Trash2 aria-hidden />
          {t("delete")}
        </ActionButton>
      </div>
    </Card>
  );
}
