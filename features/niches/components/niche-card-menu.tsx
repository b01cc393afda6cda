"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Package, Power, PowerOff, Trash2 } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Niche } from "@/features/niches/schemas";
import { NicheCardMenuButton } from "./niche-card-menu-button";

interface NicheCardMenuProps {
  niche: Niche;
  onToggle: (niche: Niche) => void;
  onDelete: (niche: Niche) => void;
}

/** The card's actions menu; loaded (and opened) by the card on first use. */
export function NicheCardMenu({ niche, onToggle, onDelete }: NicheCardMenuProps) {
  const t = useTranslations("niches.card");
  const router = useRouter();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <NicheCardMenuButton label={t("menu", { name: niche.name })} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => router.push(`/niches/${niche.id}/products`)}>
          <Package aria-hidden />
          {t("viewProducts")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onToggle(niche)}>
          {niche.is_active ? <PowerOff aria-hidden /> : <Power aria-hidden />}
          {niche.is_active ? t("deactivate") : t("activate")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(niche)}>
          <Trash2 aria-hidden />
          {t("delete")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

