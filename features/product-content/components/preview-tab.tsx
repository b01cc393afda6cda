"use client";
// 'Vista previa': the rendered article and, on large screens, the reading tools beside it.
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { contentStats } from "@/features/product-content/stats";
import type { TocEntry } from "@/features/product-content/toc";
import { useRenderedHtml } from "@/features/product-content/use-rendered-html";
import { cn } from "@/lib/utils";
import { ContentActions } from "./content-actions";
import { useContentIcons } from "./content-icons";
import { ContentStatsCard } from "./content-stats";
import { MarkdownArticle } from "./markdown-article";
import { TableOfContents } from "./table-of-contents";
import { useStickyWithinWindow } from "./use-sticky-within-window";

interface PreviewTabProps {
  title: string;
  markdown: string;
  toc: readonly TocEntry[];
}

export function PreviewTab({ title, markdown, toc }: PreviewTabProps) {
  const t = useTranslations("productContent");
  const [reading, setReading] = useState(false);
  const icons = useContentIcons();
  const stats = useMemo(() => contentStats(markdown), [markdown]);
  const rendered = useRenderedHtml(markdown);
  const html = rendered.status === "ready" ? rendered.html : null;
  const panel = useStickyWithinWindow();
  return (
    <div className="flex flex-col gap-4">
      {reading ? (
        <div
          role="status"
          data-print-hide
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-info/40 bg-info/10 px-4 py-2 text-sm text-foreground"
        >
          <span className="flex items-center gap-2 font-medium">
            {icons.readingBanner}
            {t("reading.banner")}
          </span>
          <Button variant="outline" size="sm" onClick={() => setReading(false)}>
            {icons.exitReading}
            {t("reading.exit")}
          </Button>
        </div>
      ) : null}
      <div className={cn("grid items-start gap-8", !reading && "lg:grid-cols-[minmax(0,1fr)_17rem]")}>
        <MarkdownArticle
          rendered={rendered}
          data-print-article
          data-reading={reading || undefined}
          className={cn(
            "min-w-0 rounded-xl border bg-card p-5",
            reading ? "mx-auto w-full max-w-3xl text-lg sm:p-10" : "sm:p-8",
          )}
        />
        {reading ? null : (
          // Narrow screens have no side panel: the actions follow the article instead.
          <div data-print-hide className="lg:hidden">
            <ContentActions title={title} markdown={markdown} html={html} onReadingMode={() => setReading(true)} />
          </div>
        )}
        {reading ? null : (
          <aside aria-label={t("sidePanel")} data-print-hide data-testid="content-side-panel" className="hidden self-stretch lg:block">
            <div ref={panel} className="sticky top-20 flex flex-col gap-4">
              <Button variant="outline" onClick={() => setReading(true)}>
                {icons.reading}
                {t("reading.enter")}
              </Button>
              <TableOfContents toc={toc} rendered={html !== null} />
              <ContentStatsCard stats={stats} />
              <ContentActions
                title={title}
                markdown={markdown}
                html={html}
                onReadingMode={() => setReading(true)}
              />
            </div>
          </aside>
        )}
      </div>
    </div>
  );
}
