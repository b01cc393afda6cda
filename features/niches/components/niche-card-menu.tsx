"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Package, Power, PowerOff } from "lucide-react";
import { ActionsMenu } from "@/components/shared/lazy-actions-menu";
import type { Niche } from "@/features/niches/schemas";
import { NicheCardMenuButton } from "./niche-card-menu-button";

interface NicheCardMenuProps {
  niche: Niche;
  onToggle: (niche: Niche) => void;
  onDelete: (niche: Niche) => void;
}

/** The card's actions menu; mounted (and opened) by the card on first use. */
export function NicheCardMenu({ niche, onToggle, onDelete }: NicheCardMenuProps) {
  const t = useTranslations("niches.card");
  const router = useRouter();
  return (
    <ActionsMenu
      trigger={<NicheCardMenuButton label={t("menu", { name: niche.name })} />}
      items={[
        { icon: Package, label: t("viewProducts"), onSelect: () => router.push(`/niches/${niche.id}/products`) },
        {
          icon: niche.is_active ? PowerOff : Power,
          label: niche.is_active ? t("deactivate") : t("activate"),
          onSelect: () => onToggle(niche),
        },
      ]}
      deleteLabel={t("delete")}
      onDelete={() => onDelete(niche)}
    />
  );
}
