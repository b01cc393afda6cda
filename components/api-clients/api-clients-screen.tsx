"use client";

import { Plus } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CLIENT_PARAM, parseClientParam } from "@/lib/api-clients/detail-param";
import { useApiClientMutations } from "@/lib/api-clients/mutations";
import type { ApiClient } from "@/lib/api-clients/schemas";
import { ClientDetailSheet } from "./client-detail-sheet";
import { ClientsTable } from "./clients-table";
import { CreateClientDialog } from "./create-client-dialog";
import { DeleteClientDialog } from "./delete-client-dialog";
import { EditClientDialog } from "./edit-client-dialog";
import { OverviewStrip } from "./overview-strip";

/** /admin/api-clients: overview, table, create/edit/delete dialogs and the ?client={id} detail. */
export function ApiClientsScreen() {
  const t = useTranslations("apiClients");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const selectedId = parseClientParam(searchParams.get(CLIENT_PARAM));
  const { toggleStatus, revalidateAll } = useApiClientMutations();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiClient | null>(null);
  const [deleting, setDeleting] = useState<ApiClient | null>(null);

  const detailHref = (client: ApiClient) => `${pathname}?${CLIENT_PARAM}=${client.id}`;
  const closeDetail = () => {
    router.replace(pathname, { scroll: false });
    // The detail may have shown newer usage than the list's counters.
    void revalidateAll();
  };

  async function toggle(client: ApiClient) {
    try {
      await toggleStatus(client);
      toast.success(t(client.is_active ? "toggle.deactivated" : "toggle.activated", { name: client.name }));
    } catch {
      toast.error(t("toggle.error", { name: client.name }));
    }
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus />
          {t("newClient")}
        </Button>
      </header>

      <OverviewStrip />

      <ClientsTable
        detailHref={detailHref}
        onCreate={() => setCreating(true)}
        onEdit={setEditing}
        onToggle={(client) => void toggle(client)}
        onDelete={setDeleting}
      />

      <CreateClientDialog open={creating} onOpenChange={setCreating} onCreated={() => void revalidateAll()} />
      <EditClientDialog client={editing} onClose={() => setEditing(null)} />
      <DeleteClientDialog
        client={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(client) => client.id === selectedId && closeDetail()}
      />
      <ClientDetailSheet clientId={selectedId} onClose={closeDetail} onEdit={setEditing} />
    </div>
  );
}
