"use client";

import type { KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

interface ImageLightboxProps {
  images: string[];
  name: string;
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** The full image in a dialog; arrow keys and buttons move between images. */
export function ImageLightbox({ images, name, index, onIndexChange }: ImageLightboxProps) {
  const t = useTranslations("nicheCatalog.detail");
  const total = images.length;
  const go = (delta: number) => index !== null && onIndexChange((index + delta + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <Dialog open={index !== null} onOpenChange={(value) => !value && onIndexChange(null)}>
      <DialogContent width="4xl" onKeyDown={onKeyDown} closeLabel={t("close")}>
        <DialogTitle>{name}</DialogTitle>
        <DialogDescription>{index !== null && t("imageOf", { index: index + 1, total })}</DialogDescription>
        {index !== null && (
          <div className="flex items-center gap-2">
            <Button variant="outline" size="icon" onClick={() => go(-1)} aria-label={t("previous")}>
              <ChevronLeft aria-hidden />
            </Button>
            <div className="flex max-h-[70vh] flex-1 justify-center overflow-hidden rounded-lg bg-muted">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={images[index]} alt={t("imageOf", { index: index + 1, total })} className="max-h-[70vh] object-contain" />
            </div>
            <Button variant="outline" size="icon" onClick={() => go(1)} aria-label={t("next")}>
              <ChevronRight aria-hidden />
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
