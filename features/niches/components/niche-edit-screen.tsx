"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ReadError, ReadStates } from "@/components/shared/read-states";
import { useBreadcrumbNames } from "@/components/layout/breadcrumbs-context";
import { useRecordTitle } from "@/components/layout/use-record-title";
import { useNiche } from "@/features/niches/hooks";
import type { NicheView } from "@/features/niches/secrets";
import { BackToNiches } from "./back-to-niches";
import { NicheEditForm } from "./niche-edit-form";

export function NicheEditScreen({ id }: { id: string }) {
  const t = useTranslations("niches.form");
  const tc = useTranslations("common");
  const valid = Number.isInteger(Number(id));
  const read = useNiche(valid ? id : null);
  const { data: niche } = read;
  // The niche the form's values come from. A newer read (the cache shown first, then the server's answer,
  // on coming back to the form) replaces it while nothing is unsaved; otherwise the form says it changed.
  const [dirty, setDirty] = useState(false);
  const [formNiche, setFormNiche] = useState(niche);
  // The form starts again from the niche as it is now when the user asks (it was saved meanwhile).
  const [reloads, setReloads] = useState(0);
  const reload = (latest: NicheView) => {
    void read.mutate(latest, { revalidate: false });
    setFormNiche(latest);
    setReloads((n) => n + 1);
  };
  if (niche && niche !== formNiche && (!formNiche || formNiche.id !== niche.id || !dirty)) setFormNiche(niche);
  const shown = formNiche && formNiche.id === niche?.id ? formNiche : niche;
  const back = <BackToNiches label={t("backToList")} />;
  useBreadcrumbNames({ nicheName: niche?.name });
  useRecordTitle("editNiche", niche?.name);

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        {niche ? <p className="text-muted-foreground wrap-anywhere">{t("editing", { name: niche.name })}</p> : null}
      </header>
      {valid ? (
        <ReadStates
          read={read}
          texts={{ loading: t("loading"), error: t("loadError"), retry: tc("retry") }}
          errorActions={back}
        >
          {(loaded) => (
            <NicheEditForm
              key={`${loaded.id}:${shown?.updated_at ?? ""}:${reloads}`}
              niche={shown ?? loaded}
              newer={shown && shown.updated_at !== loaded.updated_at ? loaded : null}
              onDirtyChange={setDirty}
              onReload={reload}
            />
          )}
        </ReadStates>
      ) : (
        <ReadError title={t("loadError")} actions={back} />
      )}
    </div>
  );
}
