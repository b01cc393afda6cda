"use client";

import dynamic from "next/dynamic";
import { Suspense, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { useMounted } from "@/components/layout/use-mounted";
import { UPLOADER_DEFAULT_MAX_IMAGES } from "@/features/niche-catalog/image-slots";
import { DropZoneFace, dropZoneClassName, UploadLimitNotes, type ImageUploaderProps, type UploaderIntent } from "./drop-zone-face";

// react-dropzone and the uploads load apart; until they have, the zone as it looks takes the press
// or the focus, and the live uploader acts on it. The server and hydration draw the stand-in too:
// the live zone's file input would be on screen before anything listens to it, and a file given to
// it then would be lost.
const LiveImageUploader = dynamic(() => import("./live-image-uploader").then((m) => m.LiveImageUploader));

export function ImageUploader(props: ImageUploaderProps) {
  const [intent, setIntent] = useState<UploaderIntent>({ focused: false, pressed: false });
  const mounted = useMounted();
  const standIn = <ZoneStandIn {...props} setIntent={setIntent} />;
  if (!mounted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LiveImageUploader {...props} intent={intent} />
    </Suspense>
  );
}

/** The drop zone as it looks, until the live uploader has loaded and takes its place. */
function ZoneStandIn({ setIntent, ...props }: ImageUploaderProps & { setIntent: (update: (was: UploaderIntent) => UploaderIntent) => void }) {
  const t = useTranslations("nicheCatalog.uploader");

  const max = props.max ?? UPLOADER_DEFAULT_MAX_IMAGES;
  const full = props.count >= max;
  const press = () => {
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
        onFocus={() => setIntent((was) => ({ ...was, focused: true }))}
        onBlur={() => setIntent((was) => ({ ...was, focused: false }))}
        onClick={press}
        onKeyDown={onKeyDown}
      >
        <DropZoneFace prompt={t("prompt")} hint={hint} />
      </div>
      <UploadLimitNotes count={props.count} max={max} leftOut={0} />
    </div>
  );
}
