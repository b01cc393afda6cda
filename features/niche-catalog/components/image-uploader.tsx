"use client";

import { useEffect, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { UPLOADER_DEFAULT_MAX_IMAGES } from "@/features/niche-catalog/image-slots";
import { lazyModule, useLazyModule } from "@/lib/lazy/lazy-module";
import { whenIdle } from "@/lib/lazy/when-idle";
import { DropZoneFace, dropZoneClassName, UploadLimitNotes, type ImageUploaderProps, type UploaderIntent } from "./drop-zone-face";

// react-dropzone and the uploads load when the page is idle, or as soon as the user heads for the zone.
const live = lazyModule(() => import("./live-image-uploader"));
const loadLive = () => void live.load().catch((error: unknown) => console.error("[niche-catalog] uploader failed to load", error));

/** The drop zone as it looks, until the live uploader has loaded and takes its place. */
export function ImageUploader(props: ImageUploaderProps) {
  const t = useTranslations("nicheCatalog.uploader");
  const loaded = useLazyModule(live);
  const [intent, setIntent] = useState<UploaderIntent>({ focused: false, pressed: false });
  useEffect(() => whenIdle(loadLive), []);
  if (loaded) return <loaded.LiveImageUploader {...props} intent={intent} />;

  const max = props.max ?? UPLOADER_DEFAULT_MAX_IMAGES;
  const full = props.count >= max;
  const press = () => {
    loadLive();
    if (!full) setIntent((was) => ({ ...was, pressed: true }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    press();
  };
  const hint = t("hint", { max });
  return (
    <div className="space-y-3">
      <div
        role="button"
        tabIndex={0}
        aria-label={`${t("label")}. ${hint}`}
        aria-describedby={props.errorId}
        aria-disabled={full || undefined}
        className={dropZoneClassName({ active: false, disabled: full })}
        onPointerEnter={loadLive}
        onFocus={() => {
          loadLive();
          setIntent((was) => ({ ...was, focused: true }));
        }}
        onBlur={() => setIntent((was) => ({ ...was, focused: false }))}
        onClick={press}
        onKeyDown={onKeyDown}
        onDragEnter={loadLive}
      >
        <DropZoneFace prompt={t("prompt")} hint={hint} />
      </div>
      <UploadLimitNotes count={props.count} max={max} leftOut={false} />
    </div>
  );
}
