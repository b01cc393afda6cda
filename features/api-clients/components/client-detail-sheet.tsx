"use client";

import { Pencil } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ReadStates } from "@/components/shared/read-states";
import { formatLongDateTime } from "@/lib/format/date";
import { useApiClient } from "@/features/api-clients/hooks";
import type { ApiClient } from "@/features/api-clients/schemas";
import { ClientIdCopy } from "./client-id-copy";
import { ScopeBadges } from "./scope-badges";
import { UsagePanel } from "./usage-panel";

interface ClientDetailSheetProps {
  clientId: number | null;
  onClose: () => void;
  onEdit: (client: ApiClient) => void;
}

/** Detail of ?client={id}: the client's fields and its usage statistics. */
export function ClientDetailSheet({ clientId, onClose, onEdit }: ClientDetailSheetProps) {
  const t = useTranslations("apiClients.detail");
  const tc = useTranslations("common");
  const detail = useApiClient(clientId);
  const { data: client, isLoading } = detail;

  return (
    <Sheet open={clientId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent closeLabel={tc("close")} className="w-full sm:max-w-2xl">
        <SheetHeader className="pr-12">
          <SheetTitle className="text-lg">
            {client ? client.name : isLoading ? tc("loading") : t("description")}
          </SheetTitle>
          <SheetDescription>{t("description")}</SheetDescription>
        </SheetHeader>
        <div className="space-y-6 px-4 pb-6">
          <ReadStates
            read={detail}
            texts={{ loading: tc("loading"), error: t("loadError"), notFound: t("notFound"), retry: tc("retry") }}
          >
            {(client) => (
              <>
                <ClientFields client={client} onEdit={onEdit} />
                <Separator />
                <UsagePanel clientId={client.id} />
              </>
            )}
          </ReadStates>
        </div>
      </SheetContent>
    </Sheet>
  );
}

function ClientFields({ client, onEdit }: { client: ApiClient; onEdit: (client: ApiClient) => void }) {
  const t = useTranslations("apiClients.detail");
  const tl = useTranslations("apiClients.list");
  const tc = useTranslations("common");
  const format = useFormatter();
  const row = "grid gap-1 sm:grid-cols-[10rem_1fr] sm:items-center";

  return (
    <div className="space-y-4">
      <dl className="grid gap-3 text-sm">
        <div className={row}>
          <dt className="text-muted-foreground">{t("clientId")}</dt>
          <dd className="flex min-w-0 items-center gap-1">
            <ClientIdCopy clientId={client.client_id} testId="detail-client-id" />
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t("descriptionLabel")}</dt>
          <dd className="whitespace-pre-wrap">{client.description || tl("noDescription")}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t("scopes")}</dt>
          <dd>
            <ScopeBadges scopes={client.scopes} />
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t("status")}</dt>
          <dd>
            <Badge variant={client.is_active ? "success" : "secondary"}>
              {client.is_active ? tc("active") : tc("inactive")}
            </Badge>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t("created")}</dt>
          <dd>{formatLongDateTime(client.created_at)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t("lastUsed")}</dt>
          <dd>{client.last_used_at ? formatLongDateTime(client.last_used_at) : tl("never")}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{t("requests")}</dt>
          <dd className="tabular-nums">{format.number(client.request_count ?? 0)}</dd>
        </div>
      </dl>
      <Button variant="outline" size="sm" onClick={() => onEdit(client)}>
        <Pencil />
        {t("edit")}
      </Button>
    </div>
  );
}
