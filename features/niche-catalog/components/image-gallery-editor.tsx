"use client";

import { useLayoutEffect, useRef } from "react";
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

type Control = "left" | "right" | "remove";

/** Where the focus goes once the gallery has changed: a control of the image now at `index`, the first that exists. */
interface FocusAfter {
  index: number;
  controls: Control[];
}

export function ImageGalleryEditor({ images, onMove, onRemove }: ImageGalleryEditorProps) {
  const t = useTranslations("nicheCatalog.gallery");
  const list = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  // The pressed button is gone once its image has moved or left: the focus stays with the gallery.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target || !list.current) return;
    for (const control of target.controls) {
      const button = list.current.querySelector<HTMLButtonElement>(`[data-control="${control}-${target.index}"]`);
      if (button) return button.focus();
    }
  }, [images]);
  if (images.length === 0) return null;
  const total = images.length;
  const move = (index: number, direction: MoveDirection) => {
    focusAfter.current = { index: direction === "left" ? index - 1 : index + 1, controls: [direction, direction === "left" ? "right" : "left"] };
    onMove(index, direction);
  };
  const remove = (index: number) => {
    // The next image's remove button, else the previous one's.
    focusAfter.current = { index: Math.min(index, total - 2), controls: ["remove"] };
    onRemove(index);
  };
  return (
    <ul ref={list} aria-label={t("label")} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
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
                  <Button variant="outline" size="icon-sm" aria-label={t("moveLeft", { index: n })} data-control={`left-${index}`} onClick={() => move(index, "left")}>
                    <ChevronLeft aria-hidden />
                  </Button>
                )}
                {canMove(index, total, "right") && (
                  <Button variant="outline" size="icon-sm" aria-label={t("moveRight", { index: n })} data-control={`right-${index}`} onClick={() => move(index, "right")}>
                    <ChevronRight aria-hidden />
                  </Button>
                )}
              </div>
              <Button
                variant="ghost-destructive"
                size="icon-sm"
                aria-label={t("remove", { index: n })}
                data-control={`remove-${index}`}
                onClick={() => remove(index)}
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
