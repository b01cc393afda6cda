"use client";
// 'Acciones' of the preview: copy, reading mode, full screen, download, share, print.
import { useId } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useCopyFeedback } from "@/features/product-content/use-copy-feedback";
import { downloadMarkdown } from "@/features/product-content/download";
import { useContentIcons } from "./content-icons";
import { openFullscreen } from "./open-fullscreen";

interface ContentActionsProps {
  title: string;
  markdown: string;
  /** The preview's rendered HTML; null while it is not there (full screen waits for it). */
  html: string | null;
  onReadingMode: () => void;
}

async function share(title: string, urlCopied: string) {
  const url = window.location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as Error).name !== "AbortError") console.error("[product-content] share failed", error);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(urlCopied);
  } catch (error) {
    console.error("[product-content] copy URL failed", error);
  }
}

export function ContentActions({ title, markdown, html, onReadingMode }: ContentActionsProps) {
  const t = useTranslations("productContent");
  const { copied, copy } = useCopyFeedback();
  const icons = useContentIcons();
  // Rendered twice (side panel on wide screens, under the article on narrow ones): ids must differ.
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border bg-card p-4">
      <h2 id={titleId} className="mb-2 text-sm font-semibold">
        {t("actions.title")}
      </h2>
      <ul className="flex flex-col gap-0.5">
        <li>
          <Button variant="ghost" size="sm" align="start" className="w-full" onClick={() => void copy(markdown)}>
            {copied ? icons.copied : icons.copy}
            <span aria-live="polite">{copied ? t("actions.copied") : t("actions.copy")}</span>
          </Button>
        </li>
        <li>
          <Button variant="ghost" size="sm" align="start" className="w-full" onClick={onReadingMode}>
            {icons.reading}
            {t("reading.enter")}
          </Button>
        </li>
        <li>
          <Button
            variant="ghost"
            size="sm"
            align="start"
            className="w-full"
            disabled={html === null}
            onClick={() => html !== null && openFullscreen({ title, html })}
          >
            {icons.fullscreen}
            {t("actions.fullscreen")}
          </Button>
        </li>
        <li>
          <Button variant="ghost" size="sm" align="start" className="w-full" onClick={() => downloadMarkdown(title, markdown)}>
            {icons.download}
            {t("actions.download")}
          </Button>
        </li>
        <li>
          <Button variant="ghost" size="sm" align="start" className="w-full" onClick={() => void share(title, t("actions.urlCopied"))}>
            {icons.share}
            {t("actions.share")}
          </Button>
        </li>
        <li>
          <Button variant="ghost" size="sm" align="start" className="w-full" onClick={() => window.print()}>
            {icons.print}
            {t("actions.print")}
          </Button>
        </li>
      </ul>
    </section>
  );
}
