"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCopyToast } from "@/components/shared/copy-toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SecretField } from "@/components/ui/secret-field";
import type { ApiClientCreated } from "../schemas";
import { ClientIdCopy } from "./client-id-copy";

interface ApiClientSecretViewProps {
  client: ApiClientCreated;
  /** The secret replaces one just revoked: losing it means generating another, not a new client. */
  rotated?: boolean;
  onDone: () => void;
}

/** A client's client_id and new client_secret, on creating it or renewing its secret: the only time the secret is shown. */
export function ApiClientSecretView({ client, rotated = false, onDone }: ApiClientSecretViewProps) {
  const t = useTranslations("apiClients.secret");
  const tc = useTranslations("common");
  const notify = useCopyToast();

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("title", { name: client.name })}</DialogTitle>
        <DialogDescription>{t("description")}</DialogDescription>
      </DialogHeader>

      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>{t("warningTitle")}</AlertTitle>
        <AlertDescription>{rotated ? t("warningRotated") : t("warning")}</AlertDescription>
      </Alert>

      <dl className="grid gap-4">
        <div className="grid gap-1.5">
          <dt className="text-sm font-medium">{t("clientId")}</dt>
          <dd className="flex h-9 items-center gap-1 rounded-md border bg-muted/50 py-1 pr-1 pl-3">
            <ClientIdCopy clientId={client.client_id} testId="one-time-client-id" className="flex-1 text-sm" />
          </dd>
        </div>
        <div className="grid gap-1.5">
          <dt className="text-sm font-medium">{t("clientSecret")}</dt>
          <dd>
            <SecretField
              value={client.client_secret}
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
        <Button onClick={onDone}>{t("done")}</Button>
      </DialogFooter>
    </>
  );
}
