"use client";

import { Eye, KeyRound, MoreHorizontal, Pencil, Power, PowerOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { ActionsMenu } from "@/components/shared/lazy-actions-menu";
import { Button } from "@/components/ui/button";
import type { ApiClient } from "@/features/api-clients/schemas";

export interface ClientRowActionsProps {
  client: ApiClient;
  detailHref: string;
  onEdit: (client: ApiClient) => void;
  onRotate: (client: ApiClient) => void;
  onToggle: (client: ApiClient) => void;
  onDelete: (client: ApiClient) => void;
}

/** The row's actions menu; loaded (and opened) by ClientRowActions on first use. */
export function ClientRowMenu({ client, detailHref, onEdit, onRotate, onToggle, onDelete }: ClientRowActionsProps) {
  const t = useTranslations("apiClients.actions");
  return (
    <ActionsMenu
      // Non-modal: the dialogs it opens then own focus and pointer events without a clash.
      modal={false}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("menu", { name: client.name })}>
          <MoreHorizontal aria-hidden />
        </Button>
      }
      items={[
        { icon: Eye, label: t("view"), href: detailHref },
        { icon: Pencil, label: t("edit"), onSelect: () => onEdit(client) },
        { icon: KeyRound, label: t("rotate"), onSelect: () => onRotate(client) },
        {
          icon: client.is_active ? PowerOff : Power,
          label: client.is_active ? t("deactivate") : t("activate"),
          onSelect: () => onToggle(client),
        },
      ]}
      deleteLabel={t("delete")}
      onDelete={() => onDelete(client)}
    />
  );
}
