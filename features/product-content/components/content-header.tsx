"use client";
// Title block: back link, crumb line with the niche, title, Amazon URL, the product's facts, version and
// date, and the version select when there is more than one version.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { NewTabLink } from "@/components/shared/new-tab-link";
import { Badge } from "@/components/ui/badge";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { formatLongDateTime } from "@/lib/format/date";
import type { ContentVersion } from "@/features/product-content/schemas";
import { safeUrl } from "@/features/product-content/safe-url";
import { useContentIcons } from "./content-icons";
import { VersionSelect } from "./version-select";

interface ContentHeaderProps {
  title: string;
  amazonUrl: string | null | undefined;
  /** The product's article on the niche's published site, once there is one. */
  articleUrl: string | null | undefined;
  nicheName: string | null | undefined;
  /** The product's own fields, as its cards show them. */
  facts?: ReactNode;
  backHref: string;
  version: number;
  generatedAt: string | null | undefined;
  versions: readonly ContentVersion[];
  onVersionChange: (version: number) => void;
}

export function ContentHeader(props: ContentHeaderProps) {
  const { title, amazonUrl, articleUrl, nicheName, facts, backHref, version, generatedAt, versions, onVersionChange } = props;
  const t = useTranslations("productContent");
  const amazonHref = amazonUrl ? safeUrl(amazonUrl) : "";
  const articleHref = articleUrl ? safeUrl(articleUrl) : "";
  const icons = useContentIcons();
  return (
    <header data-print-hide className="flex flex-col gap-3">
      <Button asChild variant="ghost" size="sm" className="w-fit -ml-2">
        <Link href={backHref}>
          {icons.back}
          {t("back")}
        </Link>
      </Button>
      <p className="text-sm text-muted-foreground">
        {t("crumb")}
        {nicheName ? <span> · {nicheName}</span> : null}
      </p>
      <h1 className="text-2xl font-bold tracking-tight text-balance wrap-anywhere sm:text-3xl">{title}</h1>
      {amazonHref ? (
        <NewTabLink href={amazonHref} gap="md" className="w-fit max-w-full text-sm">
          <span className="sr-only">{t("amazonUrl")}: </span>
          <span className="truncate">{amazonUrl}</span>
        </NewTabLink>
      ) : null}
      {articleHref ? (
        <NewTabLink href={articleHref} gap="md" className="w-fit text-sm">
          {t("publishedArticle")}
        </NewTabLink>
      ) : null}
      {facts}
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <Badge variant="secondary" data-testid="content-version">
          {t("version", { version })}
        </Badge>
        {generatedAt ? <span>{t("generatedAt", { date: formatLongDateTime(generatedAt) })}</span> : null}
        {versions.length > 1 ? <VersionSelect versions={versions} value={version} onChange={onVersionChange} /> : null}
      </div>
    </header>
  );
}
