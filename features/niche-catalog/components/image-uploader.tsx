"use client";

import { useEffect, useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { useTranslations } from "next-intl";
import { AlertCircle, CloudUpload, X } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { takeRemainingSlots, UPLOADER_DEFAULT_MAX_IMAGES } from "@/features/niche-catalog/image-slots";
import type { UploadedFile } from "@/features/niche-catalog/schemas";
import { useImageUploads } from "@/features/niche-catalog/use-image-uploads";
import { formatMegabytes } from "@/lib/format/number";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, rejectionReason, type UploadFailure } from "@/features/niche-catalog/upload-rules";

interface ImageUploaderProps {
  /** Images already in the gallery. */
  count: number;
  max?: number;
  onUploaded: (files: UploadedFile[]) => void;
  onBusyChange?: (busy: boolean) => void;
  /** id of the element describing a field error, for aria-describedby. */
  errorId?: string;
}

export function ImageUploader({ count, max = UPLOADER_DEFAULT_MAX_IMAGES, onUploaded, onBusyChange, errorId }: ImageUploaderProps) {
  const t = useTranslations("nicheCatalog.uploader");
  const { entries, uploading, upload, dismiss } = useImageUploads(onUploaded);
  const [rejected, setRejected] = useState<{ name: string; reasons: string[] }[]>([]);
  const [onlyMore, setOnlyMore] = useState<number | null>(null);
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
    setOnlyMore(split.skipped > 0 ? split.remaining : null);
    void upload(split.accepted);
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: IMAGE_ACCEPT,
    maxSize: IMAGE_MAX_BYTES,
    multiple: true,
    disabled: uploading || full,
  });

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
          className: cn(
            "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors",
            "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
            isDragActive ? "border-primary bg-primary/5" : "border-input hover:bg-accent/50",
            (uploading || full) && "cursor-not-allowed opacity-60 hover:bg-transparent",
          ),
        })}
      >
        <CloudUpload aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-sm font-medium">
          {uploading ? t("uploading") : isDragActive ? t("dropActive") : t("prompt")}
        </p>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>

      <div aria-live="polite" className="space-y-2">
        {full && <p className="text-sm text-warning">{t("limitReached", { max })}</p>}
        {onlyMore !== null && <p className="text-sm text-warning">{t("onlyMore", { n: onlyMore })}</p>}
      </div>

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
            size="icon"
            className="absolute top-1 right-1 size-7"
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
                    <Button variant="ghost" size="icon" className="size-7" aria-label={t("dismiss")} onClick={() => dismiss(entry.key)}>
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
