"use client";
// 'Markdown': the raw text as generated, with 'Copiar'.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useCopyFeedback } from "@/features/product-content/use-copy-feedback";
import { useContentIcons } from "./content-icons";

export function MarkdownTab({ markdown }: { markdown: string }) {
  const t = useTranslations("productContent.markdown");
  const { copied, copy } = useCopyFeedback();
  const icons = useContentIcons();
  return (
    <section aria-labelledby="content-markdown-title" className="rounded-xl border bg-card">
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
        <h2 id="content-markdown-title" className="font-semibold">
          {t("title")}
        </h2>
        <Button variant="outline" size="sm" onClick={() => void copy(markdown)}>
          {copied ? icons.copied : icons.copy}
          {copied ? t("copied") : t("copy")}
        </Button>
      </div>
      <pre
        tabIndex={0}
        aria-labelledby="content-markdown-title"
        data-testid="content-markdown-source"
        className="max-h-[70vh] overflow-auto p-4 font-mono text-sm leading-relaxed whitespace-pre-wrap break-words"
      >
        {markdown}
      </pre>
    </section>
  );
}
