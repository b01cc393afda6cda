"use client";

import { useEffect, useRef, useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { useTranslations } from "next-intl";
import { AlertCircle, X } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { takeRemainingSlots, UPLOADER_DEFAULT_MAX_IMAGES } from "@/features/niche-catalog/image-slots";
import { useImageUploads } from "@/features/niche-catalog/use-image-uploads";
import { formatMegabytes } from "@/lib/format/number";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, rejectionReason, type UploadFailure } from "@/features/niche-catalog/upload-rules";
import { DropZoneFace, dropZoneClassName, UploadLimitNotes, type ImageUploaderProps, type UploaderIntent } from "./drop-zone-face";

/** The uploader itself (react-dropzone and the uploads): image-uploader.tsx loads it when the page is idle. */
export function LiveImageUploader({
  count,
  max = UPLOADER_DEFAULT_MAX_IMAGES,
  onUploaded,
  onBusyChange,
  errorId,
  intent,
}: ImageUploaderProps & { intent?: UploaderIntent }) {
  const t = useTranslations("nicheCatalog.uploader");
  const { entries, uploading, upload, dismiss } = useImageUploads(onUploaded);
  const [rejected, setRejected] = useState<{ name: string; reasons: string[] }[]>([]);
  // How many files of the last drop found no room.
  const [leftOut, setLeftOut] = useState(0);
  const full = count >= max;

  useEffect(() => onBusyChange?.(uploading), [uploading, onBusyChange]);

  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    setRejected(
      rejections.map(({ file, errors }) => ({
        name: file.name,
        reasons: errors.map((e) => t(`reasons.${rejectionReason(e.code)}`)),
      })),
    );
    const split = takeRemainingSlots(accepted, count, max);
    setLeftOut(split.skipped);
    void upload(split.accepted);
  };

  const { getRootProps, getInputProps, isDragActive, open, rootRef } = useDropzone({
    onDrop,
    accept: IMAGE_ACCEPT,
    maxSize: IMAGE_MAX_BYTES,
    multiple: true,
    disabled: uploading || full,
  });

  // Taking the stand-in's place: keep the focus it had and open the picker it was pressed for (the
  // browser still counts the press as the user's, a few seconds after it).
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    if (intent?.focused) rootRef.current?.focus();
    if (intent?.pressed) open();
  }, [intent, open, rootRef]);

  const failureText = (failure: UploadFailure) => {
    switch (failure.kind) {
      case "server":
        return failure.message;
      case "http":
        return t("failures.http", { status: failure.status });
      case "requestTooLarge":
        return t("failures.requestTooLarge", { max: formatMegabytes(failure.maxBytes) });
      default:
        return t(`failures.${failure.kind}`);
    }
  };

  const hint = t("hint", { max });

  return (
    <div className="space-y-3">
      {/* Beside the drop zone, not in it: a control inside role="button" is nested-interactive (axe). */}
      <input {...getInputProps({ "aria-label": t("label") })} />
      <div
        {...getRootProps({
          role: "button",
          "aria-label": `${t("label")}. ${hint}`,
          "aria-describedby": errorId,
          className: dropZoneClassName({ active: isDragActive, disabled: uploading || full }),
        })}
      >
        <DropZoneFace prompt={uploading ? t("uploading") : isDragActive ? t("dropActive") : t("prompt")} hint={hint} />
      </div>

      <UploadLimitNotes count={count} max={max} leftOut={leftOut} />

      {rejected.length > 0 && (
        <Alert variant="destructive" className="pr-10">
          <AlertCircle aria-hidden />
          <AlertTitle>{t("rejectedTitle")}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {rejected.map((r, i) => (
                <li key={`${r.name}-${i}`}>{t("rejectedItem", { name: r.name, reason: r.reasons.join(", ") })}</li>
              ))}
            </ul>
          </AlertDescription>
          <Button
            variant="ghost"
            size="icon-xs"
            className="absolute top-1 right-1"
            aria-label={t("dismiss")}
            onClick={() => setRejected([])}
          >
            <X aria-hidden />
          </Button>
        </Alert>
      )}

      {entries.length > 0 && (
        <ul className="space-y-2">
          {entries.map((entry) => {
            const percent = Math.round(entry.progress * 100);
            return (
              <li key={entry.key} className="rounded-md border p-2 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate">{entry.name}</span>
                  {entry.failure ? (
                    <Button variant="ghost" size="icon-xs" aria-label={t("dismiss")} onClick={() => dismiss(entry.key)}>
                      <X aria-hidden />
                    </Button>
                  ) : (
                    <span className="tabular-nums text-muted-foreground">{percent} %</span>
                  )}
                </div>
                {entry.failure ? (
                  <p role="alert" className="mt-1 text-destructive">
                    {failureText(entry.failure)}
                  </p>
                ) : (
                  <Progress value={percent} className="mt-2" aria-label={t("progress", { name: entry.name, percent })} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
