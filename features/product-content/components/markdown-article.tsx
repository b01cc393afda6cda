"use client";
// The rendered content. Its HTML comes from the server renderer (features/product-content/render-markdown),
// which sanitizes it: only that HTML is put in the page. Until it arrives the article shows its state.
import type { ComponentProps } from "react";
import type { RenderedHtml } from "@/features/product-content/use-rendered-html";
import { cn } from "@/lib/utils";
import { ArticleError, ArticleLoading } from "./article-states";
import styles from "./markdown-article.module.css";

interface MarkdownArticleProps extends Omit<ComponentProps<"article">, "children" | "dangerouslySetInnerHTML"> {
  rendered: RenderedHtml;
}

export function MarkdownArticle({ rendered, className, ...props }: MarkdownArticleProps) {
  const classes = cn(styles.article, className);
  // Keyed: React never mixes children and inner HTML on one element.
  if (rendered.status === "ready") {
    return <article key="html" {...props} className={classes} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
  }
  return (
    <article key="state" {...props} className={classes} aria-busy={rendered.status === "loading" || undefined}>
      {rendered.status === "loading" ? <ArticleLoading /> : <ArticleError error={rendered.error} onRetry={rendered.retry} />}
    </article>
  );
}
