"use client";

import { coverFrameClassName } from "@/components/ui/cover-frame";
import { Package } from "lucide-react";
import { useTranslations } from "next-intl";
import { useLatestContent } from "@/features/products/hooks";
import type { Product } from "@/features/products/schemas";
import { statusKind } from "@/features/products/status";
import { CARD_TITLE_MAX, truncate } from "@/features/products/text";
import { useSettled } from "@/features/products/use-settled";
import { cardImageSrc, rowCarriesCardImage, type CardImagePriority } from "@/features/products/card-image";
import { cn } from "@/lib/utils";

// Long enough to skip cards that flash past between two keystrokes, short enough to go unnoticed.
const CONTENT_REQUEST_DELAY_MS = 200;

export function productDisplayName(p: Product): string {
  return p.content_title || p.product_name || p.name || p.asin || p.amazon_url;
}

/**
 * Image and title of a card. A completed card whose row does not carry them asks for its latest
 * content (image og_image_url and title); cards are only mounted near the viewport, so only visible
 * ones ask, and only once they have stayed on screen for a moment (a cached answer shows at once).
 */
export function ProductCardMedia({ product, headingId, imagePriority }: { product: Product; headingId: string; imagePriority: CardImagePriority }) {
  const t = useTranslations("products.card");
  const completed = statusKind(product.generation_status) === "completed";
  const carried = rowCarriesCardImage(product);
  const settled = useSettled(product.id, CONTENT_REQUEST_DELAY_MS);
  const { data: content } = useLatestContent(product.id, completed && !carried, settled);
  const title = (completed && content?.title) || productDisplayName(product);
  const image = completed ? cardImageSrc(carried ? product.content_image_url : content?.content_metadata?.og_image_url) : null;
  return (
    <>
      <div className={cn(coverFrameClassName, "flex aspect-[2/1] items-center justify-center rounded-md bg-muted")}>
        {image ? (
          // `imagePriority`: see cardImagePriority. The frame fixes its box (2:1); the size attributes say so before any CSS.
          // eslint-disable-next-line @next/next/no-img-element -- external, unknown hosts
          <img
            src={image}
            alt={t("imageAlt", { name: title })}
            width={1200}
            height={600}
            fetchPriority={imagePriority === "high" ? "high" : undefined}
            loading={imagePriority === "lazy" ? "lazy" : undefined}
          />
        ) : (
          <Package aria-hidden className="size-10 text-muted-foreground" />
        )}
      </div>
      <h3 id={headingId} className="text-base leading-snug font-semibold wrap-anywhere" title={title}>
        {truncate(title, CARD_TITLE_MAX)}
      </h3>
    </>
  );
}
