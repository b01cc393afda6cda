"use client";

import { coverFrameClassName } from "@/components/ui/cover-frame";
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight, Star, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { canMove, type MoveDirection } from "@/features/niche-catalog/image-order";
import { cn } from "@/lib/utils";

interface ImageGalleryEditorProps {
  images: string[];
  onMove: (index: number, direction: MoveDirection) => void;
  onRemove: (index: number) => void;
}

export function ImageGalleryEditor({ images, onMove, onRemove }: ImageGalleryEditorProps) {
  const t = useTranslations("nicheCatalog.gallery");
  if (images.length === 0) return null;
  const total = images.length;
  return (
    <ul aria-label={t("label")} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {images.map((src, index) => {
        const n = index + 1;
        return (
          <li key={`${index}-${src}`} className="overflow-hidden rounded-lg border bg-card" data-testid="gallery-image">
            <div className={cn(coverFrameClassName, "aspect-video bg-muted")}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={src} alt={t("imageAlt", { index: n, total })} fetchPriority={index === 0 ? "high" : undefined} />
              {index === 0 && total > 1 && (
                <Badge className="absolute top-2 left-2">
                  <Star aria-hidden />
                  {t("main")}
                </Badge>
              )}
            </div>
            <div className="flex items-center justify-between gap-1 p-1.5">
              <div className="flex gap-1">
                {canMove(index, total, "left") && (
                  <Button variant="outline" size="icon-sm" aria-label={t("moveLeft", { index: n })} onClick={() => onMove(index, "left")}>
                    <ChevronLeft aria-hidden />
                  </Button>
                )}
                {canMove(index, total, "right") && (
                  <Button variant="outline" size="icon-sm" aria-label={t("moveRight", { index: n })} onClick={() => onMove(index, "right")}>
                    <ChevronRight aria-hidden />
                  </Button>
                )}
              </div>
              <Button
                variant="ghost-destructive"
                size="icon-sm"
                aria-label={t("remove", { index: n })}
                onClick={() => onRemove(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
