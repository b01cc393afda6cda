"use client";

import { useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

interface ImageLightboxGalleryProps {
  images: string[];
  name: string;
}

/** Thumbnails that open a dialog with the full image; arrow keys move between images. */
export function ImageLightboxGallery({ images, name }: ImageLightboxGalleryProps) {
  const t = useTranslations("nicheCatalog.detail");
  const [open, setOpen] = useState<number | null>(null);
  const total = images.length;
  const go = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + total) % total));

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
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((src, index) => (
          <li key={`${src}-${index}`}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t("openImage", { index: index + 1, total })}
              className="block aspect-video w-full overflow-hidden rounded-lg border bg-muted transition hover:opacity-90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={src} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        <DialogContent className="sm:max-w-4xl" onKeyDown={onKeyDown} closeLabel={t("close")}>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>{open !== null && t("imageOf", { index: open + 1, total })}</DialogDescription>
          {open !== null && (
            <div className="flex items-center gap-2">
              <Button variant="outline" size="icon" onClick={() => go(-1)} aria-label={t("previous")}>
                <ChevronLeft aria-hidden />
              </Button>
              <div className="flex max-h-[70vh] flex-1 justify-center overflow-hidden rounded-lg bg-muted">
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={images[open]}
                  alt={t("imageOf", { index: open + 1, total })}
                  className="max-h-[70vh] object-contain"
                />
              </div>
              <Button variant="outline" size="icon" onClick={() => go(1)} aria-label={t("next")}>
                <ChevronRight aria-hidden />
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
