"use client";

import { useTranslations } from "next-intl";
import { ExternalLink, MoreVertical, Power, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { hasGithubUrl } from "@/features/niche-catalog/github-url";
import type { CatalogItem } from "@/features/niche-catalog/schemas";

interface CatalogCardMenuProps {
  item: CatalogItem;
  onToggleActive: (item: CatalogItem) => void;
  onDelete: (item: CatalogItem) => void;
}

/** The card's actions menu; loaded (and opened) by the card on first use. */
export function CatalogCardMenu({ item, onToggleActive, onDelete }: CatalogCardMenuProps) {
  const t = useTranslations("nicheCatalog.card");
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        {/* Same button as the card's stand-in. */}
        <Button size="icon" variant="ghost" className="ml-auto" aria-label={t("actions", { name: item.name })}>
          <MoreVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {hasGithubUrl(item) && (
          <DropdownMenuItem asChild>
            <a href={item.github_url ?? undefined} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t("github")}
            </a>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onToggleActive(item)}>
          <Power aria-hidden />
          {item.is_active ? t("deactivate") : t("activate")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(item)}>
          <Trash2 aria-hidden />
          {t("delete")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
