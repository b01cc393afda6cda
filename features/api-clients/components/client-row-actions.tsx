"use client";

import dynamic from "next/dynamic";
import { MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { LazyMenu } from "@/components/ui/lazy-menu";
import type { ClientRowActionsProps } from "./client-row-menu";

// The radix menu loads on first use; until then each row shows a plain button.
const ClientRowMenu = dynamic(() => import("./client-row-menu").then((m) => m.ClientRowMenu));

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
