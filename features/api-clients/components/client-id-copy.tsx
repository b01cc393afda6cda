"use client";

import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";
import { useCopyToast } from "@/components/shared/copy-toast";
import { cn } from "@/lib/utils";

/** A client's client_id, whole (it is not the secret), with its copy button. */
export function ClientIdCopy({ clientId, testId, className }: { clientId: string; testId: string; className?: string }) {
  const t = useTranslations("apiClients.secret");
  const tc = useTranslations("common");
  const copyToast = useCopyToast();
  return (
    <>
      <code className={cn("min-w-0 truncate font-mono", className)} data-testid={testId}>
        {clientId}
      </code>
      <CopyButton value={clientId} label={t("copyClientId")} copiedLabel={tc("copied")} onCopied={copyToast(t("clientId"))} size="icon-xs" />
    </>
  );
}
