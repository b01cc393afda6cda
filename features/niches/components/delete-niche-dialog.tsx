"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/shared/lazy-dialogs";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, errorMessage } from "@/lib/http/api-error";
import { deleteNiche, fetchNiche, fetchNicheSecrets } from "@/features/niches/mutations";
import { findApiClient } from "@/features/api-clients";
import { nicheProductsQuery } from "@/features/products";
import { apiRequest } from "@/lib/browser-data/client";
import { hasStoredSecret } from "@/features/niches/secrets";
import { deleteSummary, type DeleteSummary } from "@/features/niches/delete-summary";
import { revokeUnnamedCredentials } from "@/features/niches/revoke-credentials";
import type { Niche } from "@/features/niches/schemas";

type Info = { state: "loading" } | { state: "ready"; summary: DeleteSummary } | { state: "error" };

/** What the niche names, read while it is still there (the key's value is what names it to the wrapper). */
async function namedCredentials(id: number, summary: DeleteSummary | null): Promise<{ clientId: string | null; key: string | null }> {
  try {
    const view = summary ? null : await fetchNiche(id);
    const clientId = summary ? (summary.client?.clientId ?? null) : (view?.client_id ?? null);
    const hasKey = summary ? summary.apiKey : view !== null && hasStoredSecret(view, "external_api_key");
    return { clientId, key: hasKey ? ((await fetchNicheSecrets(id)).external_api_key ?? null) : null };
  } catch {
    // Not knowing them does not stop the delete: an upstream that deletes them with the niche still does.
    return { clientId: null, key: null };
  }
}

interface DeleteNicheDialogProps {
  niche: Niche | null;
  onClose: () => void;
  onDeleted: (id: number) => void;
}

/**
 * 'Confirmar eliminación': loads the niche's details first, so the user confirms knowing what goes with it,
 * its API client and key included. Those are revoked with it: the panel deletes them after the niche,
 * unless another niche names them (an upstream that already did answers 404).
 */
export function DeleteNicheDialog({ niche, onClose, onDeleted }: DeleteNicheDialogProps) {
  const t = useTranslations("niches.delete");
  const tc = useTranslations("common");
  const ts = useTranslations("niches.secret");
  const [info, setInfo] = useState<Info>({ state: "loading" });
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const nicheId = niche?.id ?? null;

  // A new niche resets the modal (state adjusted during render, not in an effect).
  if (nicheId !== shownFor) {
    setShownFor(nicheId);
    setInfo({ state: "loading" });
    setError(null);
    setRefused(false);
    setDeleting(false);
  }

  useEffect(() => {
    if (nicheId === null) return;
    let cancelled = false;
    const niche = fetchNiche(nicheId);
    // A client that cannot be read only leaves it unnamed.
    const clients = niche
      .then((detail) => (detail.client_id ? findApiClient(detail.client_id) : undefined))
      .then((client) => (client ? [client] : []), () => []);
    Promise.all([niche, nicheProductsQuery(nicheId).read(apiRequest), clients])
      .then(([detail, products, listed]) => {
        if (!cancelled) setInfo({ state: "ready", summary: deleteSummary(detail, products, listed) });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        console.warn(t("infoWarning"), err);
        toast.warning(t("infoWarning"));
        setInfo({ state: "error" });
      });
    return () => {
      cancelled = true;
    };
  }, [nicheId, t]);

  async function confirm() {
    if (!niche) return;
    setDeleting(true);
    setError(null);
    try {
      const credentials = await namedCredentials(niche.id, info.state === "ready" ? info.summary : null);
      await deleteNiche(niche.id);
      toast.success(t("success"));
      onDeleted(niche.id);
      void revokeCredentials(credentials);
    } catch (err) {
      // Shown once, inside the dialog that stays open; a toast would repeat it.
      const byStatus = { 409: t("errors.conflict"), 403: t("errors.forbidden"), 404: t("errors.notFound") };
      setError(errorMessage(err, t("errors.generic"), { byStatus }));
      setRefused(err instanceof ApiError && err.status === 409);
      setDeleting(false);
    }
  }

  async function revokeCredentials(credentials: { clientId: string | null; key: string | null }) {
    try {
      await revokeUnnamedCredentials(credentials);
    } catch (err) {
      console.warn("[niches] the deleted niche's credentials could not be revoked", err);
      toast.warning(ts("revokeFailed"));
    }
  }

  // Generated content blocks the delete: a retry could only fail until the content is gone.
  const blocked = refused || (info.state === "ready" && info.summary.generatedContent > 0);

  return (
    <ConfirmDialog
      open={niche !== null}
      title={t("title")}
      description={niche ? t("question", { name: niche.name }) : null}
      cancelText={tc("cancel")}
      confirmText={t("confirm")}
      busyText={t("deleting")}
      busy={deleting}
      confirmDisabled={blocked || info.state === "loading"}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <div aria-live="polite" className="space-y-3 text-sm">
        {info.state === "loading" ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner label={t("loadingInfo")} />
            {t("loadingInfo")}
          </p>
        ) : null}
        {info.state === "error" ? (
          <Alert variant="warning">
            <AlertTriangle aria-hidden />
            <AlertDescription>{t("infoError")}</AlertDescription>
          </Alert>
        ) : null}
        {info.state === "ready" ? (
          <div className="rounded-md border bg-muted/40 p-3">
            {/* Refused, nothing goes: the list only says what the niche holds. */}
            <p className="font-medium">{blocked ? t("blockedSummaryTitle") : t("summaryTitle")}</p>
            <ul className="mt-1 list-inside list-disc space-y-0.5" data-testid="delete-summary">
              <li>{t("products", { count: info.summary.products })}</li>
              <li>{t("generatedContent", { count: info.summary.generatedContent })}</li>
              <li className="break-all">
                {info.summary.siteUrl ? t("site", { url: info.summary.siteUrl }) : t("noSite")}
              </li>
              {/* Refused, the credentials keep working: they are listed only when the niche can go. */}
              {info.summary.client && !blocked ? (
                <li className="break-all">
                  {info.summary.client.name
                    ? t("client", { name: info.summary.client.name, clientId: info.summary.client.clientId })
                    : t("clientUnlisted", { clientId: info.summary.client.clientId })}
                </li>
              ) : null}
              {info.summary.apiKey && !blocked ? <li>{t("apiKey")}</li> : null}
            </ul>
            {info.summary.generatedContent > 0 && !refused ? (
              <p className="mt-2 text-warning">{t("contentBlocks")}</p>
            ) : null}
          </div>
        ) : null}
        {error ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden />
            <AlertDescription data-testid="delete-error">{error}</AlertDescription>
          </Alert>
        ) : null}
        {blocked && niche ? (
          <p data-testid="delete-remedy">
            {t("contentRemedy")}{" "}
            <Link href={`/niches/${niche.id}/products`} className="font-medium underline underline-offset-4">
              {t("viewProducts")}
            </Link>
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
