// What the image uploader shows before and after its code has loaded: the drop zone's look and the
// notes under it, so the stand-in and the live uploader take the same room.
import { useTranslations } from "next-intl";
import { CloudUpload } from "lucide-react";
import { cn } from "@/lib/utils";
import type { UploadedFile } from "@/features/niche-catalog/schemas";
import { remainingSlots } from "@/features/niche-catalog/image-slots";

export interface ImageUploaderProps {
  /** Images already in the gallery. */
  count: number;
  max?: number;
  onUploaded: (files: UploadedFile[]) => void;
  onBusyChange?: (busy: boolean) => void;
  /** id of the element describing a field error, for aria-describedby. */
  errorId?: string;
}

/** What the user did to the stand-in before the live uploader took its place: the live one carries it on. */
export interface UploaderIntent {
  /** The stand-in had the focus: the live zone takes it. */
  focused: boolean;
  /** The stand-in was pressed (click, Enter or Space): the live one opens the file picker. */
  pressed: boolean;
}

export function dropZoneClassName({ active, disabled }: { active: boolean; disabled: boolean }) {
  return cn(
    "flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors",
    "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
    active ? "border-primary bg-primary/5" : "border-input",
    disabled ? "cursor-not-allowed opacity-60 hover:bg-transparent" : cn("cursor-pointer", !active && "hover:bg-accent/50"),
  );
}

export function DropZoneFace({ prompt, hint }: { prompt: string; hint: string }) {
  return (
    <>
      <CloudUpload aria-hidden className="size-8 text-muted-foreground" />
      <p className="text-sm font-medium">{prompt}</p>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </>
  );
}

/**
 * How many files of the last drop found no room (`leftOut`), and the limit as it stands: reached, or,
 * after such a drop, how many more fit now (counted from the gallery as it is, so the note never
 * outlives the uploads that filled it).
 */
export function UploadLimitNotes({ count, max, leftOut }: { count: number; max: number; leftOut: number }) {
  const t = useTranslations("nicheCatalog.uploader");
  const remaining = remainingSlots(count, max);
  return (
    <div aria-live="polite" className="space-y-2">
      {leftOut > 0 ? <p className="text-sm text-warning">{t("leftOut", { n: leftOut, max })}</p> : null}
      {remaining === 0 ? (
        <p className="text-sm text-warning">{t("limitReached", { max })}</p>
      ) : leftOut > 0 ? (
        <p className="text-sm text-warning">{t("onlyMore", { n: remaining })}</p>
      ) : null}
    </div>
  );
}
