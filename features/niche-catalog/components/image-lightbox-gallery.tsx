"use client";

import { coverFrameClassName } from "@/components/ui/cover-frame";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { cn } from "@/lib/utils";
import { ImageLightbox } from "./lazy-dialogs";

interface ImageLightboxGalleryProps {
  images: string[];
  name: string;
}

/** Thumbnails that open a dialog with the full image; arrow keys move between images. */
export function ImageLightboxGallery({ images, name }: ImageLightboxGalleryProps) {
  const t = useTranslations("nicheCatalog.detail");
  const [open, setOpen] = useState<number | null>(null);
  const lightboxUsed = useOpenedOnce(open !== null);
  const total = images.length;

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((src, index) => (
          <li key={`${src}-${index}`}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t("openImage", { index: index + 1, total })}
              className={cn(
                coverFrameClassName,
                "block aspect-video w-full rounded-lg border bg-muted transition hover:opacity-90 focus-visible:ring-[3px] focus-visible:ring-ring/50",
              )}
            >
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={src} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {lightboxUsed ? <ImageLightbox images={images} name={name} index={open} onIndexChange={setOpen} /> : null}
    </>
  );
}
