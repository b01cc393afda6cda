"use client";

import { Eye, MoreHorizontal, Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ApiClient } from "@/features/api-clients/schemas";

export interface ClientRowActionsProps {
  client: ApiClient;
  detailHref: string;
  onEdit: (client: ApiClient) => void;
  onToggle: (client: ApiClient) => void;
  onDelete: (client: ApiClient) => void;
}

/** The row's actions menu; loaded (and opened) by ClientRowActions on first use. */
export function ClientRowMenu({ client, detailHref, onEdit, onToggle, onDelete }: ClientRowActionsProps) {
  const t = useTranslations("apiClients.actions");
  return (
    // Non-modal: the dialogs it opens then own focus and pointer events without a clash.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        {/* Same button as the row's stand-in. */}
        <Button variant="ghost" size="icon" aria-label={t("menu", { name: client.name })}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href={detailHref} scroll={false}>
            <Eye />
            {t("view")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onEdit(client)}>
          <Pencil />
          {t("edit")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onToggle(client)}>
          {client.is_active ? <PowerOff /> : <Power />}
          {client.is_active ? t("deactivate") : t("activate")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(client)}>
          <Trash2 />
          {t("delete")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
