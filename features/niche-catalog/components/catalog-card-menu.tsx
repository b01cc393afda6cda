"use client";

import { useTranslations } from "next-intl";
import { ExternalLink, MoreVertical, Power } from "lucide-react";
import { ActionsMenu } from "@/components/shared/lazy-actions-menu";
import { Button } from "@/components/ui/button";
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
    <ActionsMenu
      trigger={
        <Button size="icon" variant="ghost" className="ml-auto" aria-label={t("actions", { name: item.name })}>
          <MoreVertical aria-hidden />
        </Button>
      }
      items={[
        hasGithubUrl(item) && { icon: ExternalLink, label: t("github"), href: item.github_url ?? "", external: true },
        { icon: Power, label: item.is_active ? t("deactivate") : t("activate"), onSelect: () => onToggleActive(item) },
      ]}
      deleteLabel={t("delete")}
      onDelete={() => onDelete(item)}
    />
  );
}
