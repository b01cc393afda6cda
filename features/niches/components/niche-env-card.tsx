"use client";

import { useMemo, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";
import { buildEnvFile, type EnvSource } from "@/features/niches/build-env-file";
import { hasStoredSecret, type NicheSecrets, type NicheView } from "@/features/niches/secrets";
import { useNicheSecrets } from "@/features/niches/use-niche-secrets";
import { ClientSecretDetail } from "./client-secret-detail";
import { DetailField, SecretDetailField } from "./detail-field";
import { useCopyToast } from "@/components/shared/copy-toast";
import { DetailCard } from "./detail-card";

const noSubscribe = () => () => {};

/** Stands in for a stored API key not read yet: listed, always masked, never copied. */
const NOT_READ = "•";

/** The niche with its API key: read so far, else a stand-in when one is stored. */
function envSource(niche: NicheView, secrets: NicheSecrets | undefined): EnvSource {
  const key = secrets ? secrets.external_api_key : hasStoredSecret(niche, "external_api_key") ? NOT_READ : null;
  return { ...niche, external_api_key: key };
}

export function NicheEnvCard({ niche }: { niche: NicheView }) {
  const t = useTranslations("niches.detail");
  const ts = useTranslations("niches.secret");
  const copyToast = useCopyToast();
  const { secrets, read } = useNicheSecrets(niche.id);
  // The API base is the host the panel is served from; unknown while rendering on the server.
  const origin = useSyncExternalStore(noSubscribe, () => window.location.origin, () => "");
  const note = ts("envNote");
  const env = useMemo(() => buildEnvFile(envSource(niche, secrets), origin, note), [niche, secrets, origin, note]);
  const fileLabel = t("env.fileLabel");
  // Copying the file reads the API key first when it is not at hand.
  const fileText = secrets || !hasStoredSecret(niche, "external_api_key") ? env.text : async () => buildEnvFile(envSource(niche, await read()), origin, note).text;
  return (
    <DetailCard title={t("env.title")} description={t("env.description")} contentClassName="space-y-4">
      <section aria-labelledby="env-file-title" className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id="env-file-title" className="text-sm font-medium">
            {t("env.fullFile")}
          </h3>
          <CopyButton
            value={fileText}
            label={t("copy", { label: fileLabel })}
            copiedLabel={t("copied", { label: fileLabel })}
            onCopied={copyToast(fileLabel)}
            variant="outline"
          />
        </div>
        <pre
          data-testid="env-file"
          className="max-h-72 overflow-auto rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed"
        >
          {env.variables.map((v) => `${v.note ? `# ${v.note}\n` : ""}${v.key}=${v.secret ? "••••••••" : v.value}`).join("\n")}
        </pre>
      </section>
      <section aria-labelledby="env-vars-title" className="space-y-2">
        <h3 id="env-vars-title" className="text-sm font-medium">
          {t("env.variables")}
        </h3>
        <dl className="grid gap-3 md:grid-cols-2">
          {env.variables.map((v) =>
            v.note !== undefined && niche.client_id ? (
              <ClientSecretDetail key={v.key} niche={niche} clientId={niche.client_id.trim()} label={v.key} />
            ) : v.secret ? (
              <SecretDetailField
                key={v.key}
                label={v.key}
                value={secrets || v.field !== "external_api_key" ? v.value : async () => ((await read()).external_api_key ?? "").trim()}
              />
            ) : (
              <DetailField key={v.key} label={v.key} copyValue={v.value}>
                <code className="font-mono text-xs break-all">{v.value}</code>
              </DetailField>
            ),
          )}
        </dl>
      </section>
    </DetailCard>
  );
}
