// Rendered product content: the sanitized pipeline plus link and image rules. No i18n or context, so
// the full-screen window can render it to a string as is.
import { useMemo, type ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { ShoppingCart } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import {
  rehypePlugins,
  remarkPlugins,
  remarkRehypeOptions,
  urlTransform,
  type FootnoteLabels,
} from "@/lib/product-content/markdown-pipeline";
import { isAffiliateLink } from "@/lib/product-content/safe-url";
import type { TocEntry } from "@/lib/product-content/toc";
import { cn } from "@/lib/utils";
import styles from "./markdown-article.module.css";

function ContentLink({ node: _node, href, children, ...props }: ComponentProps<"a"> & { node?: unknown }) {
  // An address the URL filter emptied is shown as plain text, not as a link to this page.
  if (!href) return <span>{children}</span>;
  if (href.startsWith("#")) return <a href={href} {...props}>{children}</a>;
  const external = { target: "_blank", rel: "noopener noreferrer" };
  if (isAffiliateLink(href)) {
    return (
      <a
        {...props}
        href={href}
        {...external}
        data-affiliate=""
        className={cn(buttonVariants({ size: "sm" }), "h-auto min-h-8 whitespace-normal no-underline")}
      >
        <ShoppingCart aria-hidden />
        {children}
      </a>
    );
  }
  return (
    <a {...props} href={href} {...external}>
      {children}
    </a>
  );
}

function ContentImage({ node: _node, src, alt, ...props }: ComponentProps<"img"> & { node?: unknown }) {
  if (!src) return alt ? <span>{alt}</span> : null;
  // eslint-disable-next-line @next/next/no-img-element -- arbitrary remote images from generated content
  return <img {...props} src={src} alt={alt ?? ""} loading="lazy" referrerPolicy="no-referrer" />;
}

const components: Components = { a: ContentLink, img: ContentImage };

interface MarkdownArticleProps extends Omit<ComponentProps<"article">, "children"> {
  markdown: string;
  toc: readonly TocEntry[];
  footnoteLabels: FootnoteLabels;
}

export function MarkdownArticle({ markdown, toc, footnoteLabels, className, ...props }: MarkdownArticleProps) {
  const rehype = useMemo(() => rehypePlugins(toc), [toc]);
  const { label, backLabel } = footnoteLabels;
  const remarkRehype = useMemo(() => remarkRehypeOptions({ label, backLabel }), [label, backLabel]);
  return (
    <article className={cn(styles.article, className)} {...props}>
      <Markdown
        remarkPlugins={remarkPlugins}
        remarkRehypeOptions={remarkRehype}
        rehypePlugins={rehype}
        urlTransform={urlTransform}
        components={components}
      >
        {markdown}
      </Markdown>
    </article>
  );
}
