"use client";

import { MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { LazyMenu } from "@/components/ui/lazy-menu";
import { ClientRowMenu, type ClientRowActionsProps } from "./client-row-menu";

export function ClientRowActions(props: ClientRowActionsProps) {
  const t = useTranslations("apiClients.actions");
  return (
    <LazyMenu
      renderTrigger={(trigger) => (
        <Button variant="ghost" size="icon" aria-label={t("menu", { name: props.client.name })} {...trigger}>
          <MoreHorizontal />
        </Button>
      )}
    >
      <ClientRowMenu {...props} />
    </LazyMenu>
  );
}
