"use client";

import { useMemo, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";
import { buildEnvFile } from "@/lib/niches/build-env-file";
import type { Niche } from "@/lib/niches/schemas";
import { DetailField, SecretDetailField } from "./detail-field";
import { useCopyToast } from "./copy-toast";
import { DetailCard } from "./detail-card";

const noSubscribe = () => () => {};

export function NicheEnvCard({ niche }: { niche: Niche }) {
  const t = useTranslations("niches.detail");
  const copyToast = useCopyToast();
  // The API base is the host the panel is served from; unknown while rendering on the server.
  const origin = useSyncExternalStore(noSubscribe, () => window.location.origin, () => "");
  const env = useMemo(() => buildEnvFile(niche, origin), [niche, origin]);
  const fileLabel = t("env.fileLabel");
  return (
    <DetailCard title={t("env.title")} description={t("env.description")} contentClassName="space-y-4">
      <section aria-labelledby="env-file-title" className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id="env-file-title" className="text-sm font-medium">
            {t("env.fullFile")}
          </h3>
          <CopyButton
            value={env.text}
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
          {env.variables.map((v) => `${v.key}=${v.secret ? "••••••••" : v.value}`).join("\n")}
        </pre>
      </section>
      <section aria-labelledby="env-vars-title" className="space-y-2">
        <h3 id="env-vars-title" className="text-sm font-medium">
          {t("env.variables")}
        </h3>
        <dl className="grid gap-3 md:grid-cols-2">
          {env.variables.map((v) =>
            v.secret ? (
              <SecretDetailField key={v.key} label={v.key} value={v.value} />
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
