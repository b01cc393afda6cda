import { useTranslations } from "next-intl";
import { CheckCircle2, CircleDashed, KeyRound, XCircle } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { CredentialStatus } from "@/features/niche-wizard/credentials";

const TONE_CLASS: Record<CredentialStatus, string> = {
  idle: "text-muted-foreground",
  running: "text-muted-foreground",
  done: "text-success",
  error: "text-destructive",
};

/** The status agrees with the credential's gender: la API key, el API Client. */
type Gender = "feminine" | "masculine";

function StatusLine({ label, gender, status }: { label: string; gender: Gender; status: CredentialStatus }) {
  const t = useTranslations("wizard.tone.credentials.status");
  const text = t(status, { gender });
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <span>{label}</span>
      <span className={cn("inline-flex items-center gap-1.5", TONE_CLASS[status])}>
        {status === "running" ? <Spinner label={text} /> : null}
        {status === "done" ? <CheckCircle2 aria-hidden className="size-4" /> : null}
        {status === "error" ? <XCircle aria-hidden className="size-4" /> : null}
        {status === "idle" ? <CircleDashed aria-hidden className="size-4" /> : null}
        {text}
      </span>
    </li>
  );
}

/** The credentials the create step makes for the niche, shown so the admin knows it happened. */
export function CredentialsStatus({ keyStatus, clientStatus }: { keyStatus: CredentialStatus; clientStatus: CredentialStatus }) {
  const t = useTranslations("wizard.tone.credentials");
  return (
    <section aria-labelledby="credentials-title" aria-live="polite" className="space-y-2 rounded-lg border bg-card p-4">
      <h3 id="credentials-title" className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden className="size-4" />
        {t("title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("description")}</p>
      <ul className="space-y-1">
        <StatusLine label={t("apiKey")} gender="feminine" status={keyStatus} />
        <StatusLine label={t("apiClient")} gender="masculine" status={clientStatus} />
      </ul>
    </section>
  );
}
