"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useApiClientMutations } from "@/lib/api-clients/mutations";
import type { ApiClient } from "@/lib/api-clients/schemas";
import { errorMessage } from "@/lib/http/api-error";

interface DeleteClientDialogProps {
  client: ApiClient | null;
  onClose: () => void;
  onDeleted: (client: ApiClient) => void;
}

export function DeleteClientDialog({ client, onClose, onDeleted }: DeleteClientDialogProps) {
  const t = useTranslations("apiClients.delete");
  const tc = useTranslations("common");
  const { remove } = useApiClientMutations();
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!client) return;
    setPending(true);
    try {
      await remove(client.id);
      toast.success(t("success"));
      onDeleted(client);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t("error")));
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={client !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title", { name: client?.name ?? "" })}</AlertDialogTitle>
          <AlertDialogDescription>{t("description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{tc("cancel")}</AlertDialogCancel>
          {/* A plain button: AlertDialogAction would close the dialog before the call settles. */}
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
            {pending ? t("deleting") : t("confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
