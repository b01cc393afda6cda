"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Eye, FolderGit2, MoreVertical, Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { coverFrameClassName } from "@/components/ui/cover-frame";
import { LazyMenu } from "@/components/ui/lazy-menu";
import { CatalogCardMenu } from "./catalog-card-menu";
import { hasGithubUrl } from "@/features/niche-catalog/github-url";
import type { CatalogItem } from "@/features/niche-catalog/schemas";
import { cn } from "@/lib/utils";
import { CatalogCover } from "./catalog-cover";
import { StatusBadge } from "./status-badge";

interface CatalogCardProps {
  item: CatalogItem;
  /** The list's first card: its image is the page's largest paint, fetched first rather than lazily. */
  first?: boolean;
  onToggleActive: (item: CatalogItem) => void;
  onDelete: (item: CatalogItem) => void;
}

export function CatalogCard({ item, first = false, onToggleActive, onDelete }: CatalogCardProps) {
  const t = useTranslations("nicheCatalog.card");
  const image = item.images?.[0];
  const imageCount = item.images?.length ?? 0;
  const withGithub = hasGithubUrl(item);
  const headingId = `catalog-item-${item.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className={cn(coverFrameClassName, "aspect-video bg-muted")}>
        <CatalogCover src={image} alt={t("imageAlt", { name: item.name })} noImageText={t("noImage")} lazy={!first} first={first} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="line-clamp-2 min-w-0 text-base font-semibold wrap-anywhere" title={item.name}>
            {item.name}
          </h2>
          <StatusBadge active={item.is_active} />
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline" className="font-mono" title={item.slug}>
            <span className="truncate">{item.slug}</span>
          </Badge>
          {withGithub && (
            <Badge variant="info">
              <FolderGit2 aria-hidden />
              {t("withGithub")}
            </Badge>
          )}
          {imageCount > 0 && <Badge variant="secondary">{t("imageCount", { count: imageCount })}</Badge>}
        </div>
        <p className="line-clamp-3 flex-1 text-sm text-muted-foreground">{item.description || t("noDescription")}</p>
        <div className="flex items-center gap-2 pt-1">
          <Button asChild size="sm" variant="outline">
            <Link href={`/niche-catalog/${item.id}`} aria-label={`${t("details")}: ${item.name}`}>
              <Eye aria-hidden />
              {t("details")}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href={`/niche-catalog/edit/${item.id}`} aria-label={`${t("edit")}: ${item.name}`}>
              <Pencil aria-hidden />
              {t("edit")}
            </Link>
          </Button>
          <LazyMenu
            renderTrigger={(trigger) => (
              <Button size="icon" variant="ghost" className="ml-auto" aria-label={t("actions", { name: item.name })} {...trigger}>
                <MoreVertical aria-hidden />
              </Button>
            )}
          >
            <CatalogCardMenu item={item} onToggleActive={onToggleActive} onDelete={onDelete} />
          </LazyMenu>
        </div>
      </div>
    </article>
  );
}
