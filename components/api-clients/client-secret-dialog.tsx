"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SecretField } from "@/components/ui/secret-field";

export interface OneTimeCredentials {
  name: string;
  clientId: string;
  clientSecret: string;
}

interface ClientSecretDialogProps {
  credentials: OneTimeCredentials | null;
  onClose: () => void;
}

/** Shows client_id and client_secret once (spec 02 §6); closing it forgets the secret. */
export function ClientSecretDialog({ credentials, onClose }: ClientSecretDialogProps) {
  const t = useTranslations("apiClients.secret");
  const tc = useTranslations("common");
  const notify = (label: string) => (ok: boolean) =>
    ok ? toast.success(tc("copySuccess", { label })) : toast.error(tc("copyError"));

  return (
    <Dialog open={credentials !== null} onOpenChange={(open) => !open && onClose()}>
      {credentials ? (
        <DialogContent
          closeLabel={tc("close")}
          // A stray click outside must not lose a secret that cannot be shown again.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>{t("title", { name: credentials.name })}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>

          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>{t("warningTitle")}</AlertTitle>
            <AlertDescription>{t("warning")}</AlertDescription>
          </Alert>

          <dl className="grid gap-4">
            <div className="grid gap-1.5">
              <dt className="text-sm font-medium">{t("clientId")}</dt>
              <dd className="flex h-9 items-center gap-1 rounded-md border bg-muted/50 py-1 pr-1 pl-3">
                <code className="min-w-0 flex-1 truncate font-mono text-sm" data-testid="one-time-client-id">
                  {credentials.clientId}
                </code>
                <CopyButton
                  value={credentials.clientId}
                  label={t("copyClientId")}
                  copiedLabel={tc("copied")}
                  onCopied={notify(t("clientId"))}
                  className="size-7"
                />
              </dd>
            </div>
            <div className="grid gap-1.5">
              <dt className="text-sm font-medium">{t("clientSecret")}</dt>
              <dd>
                <SecretField
                  value={credentials.clientSecret}
                  revealLabel={t("reveal")}
                  hideLabel={t("hide")}
                  copyLabel={t("copyClientSecret")}
                  copiedLabel={tc("copied")}
                  onCopied={notify(t("clientSecret"))}
                  data-testid="one-time-client-secret"
                />
              </dd>
            </div>
          </dl>

          <DialogFooter>
            <Button onClick={onClose}>{t("done")}</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
