"use client";

import { Plus } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ReadCompanion } from "@/components/shared/read-states";
import { CLIENT_PARAM, parseClientParam } from "@/features/api-clients/detail-param";
import { useClientsTable } from "@/features/api-clients/use-clients-table";
import { fetchApiClient, useApiClientMutations } from "@/features/api-clients/mutations";
import { EDIT_CLIENT_DRAFT_PREFIX, NEW_CLIENT_DRAFT } from "@/features/api-clients/client-drafts";
import { draftKeys } from "@/lib/forms/form-draft";
import type { ApiClient } from "@/features/api-clients/schemas";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { ClientsTable } from "./clients-table";
import { ClientDetailSheet, CreateApiClientDialog, DeleteClientDialog, EditClientDialog, RotateClientSecretDialog } from "./lazy-dialogs";
import { OverviewStrip } from "./overview-strip";
import { PageHeader } from "@/components/ui/page-header";

/** /admin/api-clients: overview, table, create/edit/rotate/delete dialogs and the ?client={id} detail. */
export function ApiClientsScreen() {
  const t = useTranslations("apiClients");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const selectedId = parseClientParam(searchParams.get(CLIENT_PARAM));
  const { toggleStatus, revalidateAll } = useApiClientMutations();
  const table = useClientsTable();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiClient | null>(null);
  const [deleting, setDeleting] = useState<ApiClient | null>(null);
  const [rotating, setRotating] = useState<ApiClient | null>(null);
  const createUsed = useOpenedOnce(creating);
  const editUsed = useOpenedOnce(editing !== null);
  const deleteUsed = useOpenedOnce(deleting !== null);
  const detailUsed = useOpenedOnce(selectedId !== null);

  // Back from signing in again after the session ended mid-edit: the dialog opens with its kept values.
  useEffect(() => {
    const edited = Number(draftKeys(EDIT_CLIENT_DRAFT_PREFIX)[0]?.slice(EDIT_CLIENT_DRAFT_PREFIX.length));
    if (Number.isInteger(edited) && edited > 0) void fetchApiClient(edited).then(setEditing, () => null);
    // The tab's storage is read once hydrated: the server's HTML has the dialog closed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else if (draftKeys(NEW_CLIENT_DRAFT).length > 0) setCreating(true);
  }, []);

  // The detail opens over the table as the URL holds it (search, sort, page), and closes back to it.
  const withClient = (id: number | null) => {
    const params = new URLSearchParams(searchParams);
    if (id === null) params.delete(CLIENT_PARAM);
    else params.set(CLIENT_PARAM, String(id));
    const text = params.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  const detailHref = (client: ApiClient) => withClient(client.id);
  const closeDetail = () => {
    router.replace(withClient(null), { scroll: false });
    // The detail may have shown newer usage than the list's counters.
    void revalidateAll();
  };

  async function toggle(client: ApiClient) {
    try {
      await toggleStatus(client, table.key);
      toast.success(t(client.is_active ? "toggle.deactivated" : "toggle.activated", { name: client.name }));
    } catch {
      toast.error(t("toggle.error", { name: client.name }));
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus />
            {t("newClient")}
          </Button>
        }
      />

      {/* The list tells its failure; counters beside it would only tell the same outage twice. */}
      <ReadCompanion read={table.read}>
        <OverviewStrip />
      </ReadCompanion>

      <ClientsTable
        table={table}
        detailHref={detailHref}
        onCreate={() => setCreating(true)}
        onEdit={setEditing}
        onRotate={setRotating}
        onToggle={(client) => void toggle(client)}
        onDelete={setDeleting}
      />

      {createUsed ? (
        // The list and counters refresh; the secret stays in the dialog.
        <CreateApiClientDialog open={creating} onOpenChange={setCreating} onCreated={() => void revalidateAll()} />
      ) : null}
      {editUsed ? <EditClientDialog client={editing} onClose={() => setEditing(null)} /> : null}
      {rotating ? (
        // Mounted only while open: the new secret lives in the dialog and goes with it.
        <RotateClientSecretDialog client={rotating} onRotated={() => void revalidateAll()} onClose={() => setRotating(null)} />
      ) : null}
      {deleteUsed ? (
        <DeleteClientDialog
          client={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(client) => client.id === selectedId && closeDetail()}
        />
      ) : null}
      {detailUsed ? <ClientDetailSheet clientId={selectedId} onClose={closeDetail} onEdit={setEditing} /> : null}
    </div>
  );
}
