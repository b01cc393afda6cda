"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ApiClientScope } from "@/features/api-clients/schemas";
import { API_CLIENT_SCOPES } from "@/features/api-clients/scopes";

const isKnown = (s: string): s is ApiClientScope => (API_CLIENT_SCOPES as readonly string[]).includes(s);

/** One badge per scope: known scopes by their Spanish name, with their meaning as a tooltip title. */
export function ScopeBadges({ scopes }: { scopes: readonly string[] }) {
  const t = useTranslations("apiClients.scopes");
  const tl = useTranslations("apiClients.scopeLabels");
  return (
    <ul className="flex flex-wrap gap-1">
      {scopes.map((scope) => (
        <li key={scope}>
          <Badge variant={scope === "admin" ? "info" : "secondary"} title={isKnown(scope) ? t(scope) : undefined}>
            {isKnown(scope) ? tl(scope) : scope}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
