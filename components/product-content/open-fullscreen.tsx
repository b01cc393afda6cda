"use client";
// 'Pantalla completa': a new window showing the same sanitized HTML as the preview, rendered to a
// string here (no CDN renderer, no script in the new document).
import { standaloneDocument } from "@/lib/product-content/standalone-document";
import type { FootnoteLabels } from "@/lib/product-content/markdown-pipeline";
import type { TocEntry } from "@/lib/product-content/toc";
import { MarkdownArticle } from "./markdown-article";

interface FullscreenContent {
  title: string;
  markdown: string;
  toc: readonly TocEntry[];
  footnoteLabels: FootnoteLabels;
}

export function openFullscreen(content: FullscreenContent): void {
  // Opened synchronously inside the click so popup blockers allow it; filled once rendered.
  const target = window.open("", "_blank");
  if (!target) return;
  void import("react-dom/server").then(({ renderToStaticMarkup }) => {
    const body = renderToStaticMarkup(
      <MarkdownArticle markdown={content.markdown} toc={content.toc} footnoteLabels={content.footnoteLabels} />,
    );
    target.document.open();
    target.document.write(standaloneDocument(content.title, body));
    target.document.close();
    target.opener = null;
  });
}
