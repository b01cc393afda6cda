"use client";
// The edit form's footing: the niche's version the edit started from (a save from it never undoes a
// save made since), the draft kept if the session ends mid-edit, and the choice offered when the
// niche was saved meanwhile: see it as it is now, or overwrite it with the fields this edit changed.
import { useRef, type ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { History } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useEditConflict } from "@/components/shared/use-edit-conflict";
import { useFormDraft, type DraftHandle } from "@/lib/forms/use-form-draft";
import { changedFields, nicheToFormValues, type NicheFormValues } from "@/features/niches/niche-form";
import type { NicheUpdate } from "@/features/niches/request-schemas";
import { hasStoredSecret, NICHE_SECRET_FIELDS, type NicheView } from "@/features/niches/secrets";

// Credentials never go to the browser's storage, nor the client they belong to (the form deletes a
// client it created and did not save when the page goes).
const NOT_IN_DRAFT = ["external_api_key", "client_secret", "client_id"] as const;

interface NicheEditVersion {
  /** The version to send with a save. */
  version(): string | null;
  /** The fields of a save's body that this edit changed. */
  changes(update: NicheUpdate): NicheUpdate;
  draft: DraftHandle;
  /** The form holds a draft kept when the session ended. */
  restored: boolean;
  /** True when `error` is a save refused because the niche changed: the choice is then offered. */
  refused(error: unknown): boolean;
  dialog: ReactNode;
  /** Says that the niche was saved elsewhere since the form's values were taken, and what changed. */
  notice: ReactNode;
}

interface Options {
  /** The niche as read since, when it was saved elsewhere after the form's values were taken. */
  newer: NicheView | null;
  /** Shows the niche as it is now: the form starts again from it. */
  onReload(latest: NicheView): void;
  /** Sends the form again (after the user chose to overwrite). */
  resubmit(): void;
}

export function useNicheEditVersion(form: UseFormReturn<NicheFormValues>, niche: NicheView, { newer, onReload, resubmit }: Options): NicheEditVersion {
  const t = useTranslations("niches.form");
  const listFormat = new Intl.ListFormat(useLocale(), { type: "conjunction" });
  const version = useRef(niche.updated_at ?? null);
  const { draft, restored } = useFormDraft(form, {
    key: `niche-edit:${niche.id}`,
    version: () => version.current,
    omit: NOT_IN_DRAFT,
    // The draft's changes were made from its version, not from the niche as loaded now.
    onRestore: (kept) => (version.current = kept.version),
  });

  /** The labels of the fields `latest` holds otherwise than the niche the form's values come from. */
  const changedSince = (latest: NicheView) => {
    const before = nicheToFormValues(niche);
    const now = nicheToFormValues(latest);
    return (Object.keys(now) as (keyof NicheFormValues)[]).filter((key) => now[key] !== before[key]).map((key) => t(`fields.${key}`));
  };

  const notice = newer ? (
    <Alert role="status">
      <History aria-hidden />
      <AlertTitle clamp={false}>{t("changedElsewhere.title")}</AlertTitle>
      <AlertDescription>{t("changedElsewhere.description", { fields: listFormat.format(changedSince(newer)) })}</AlertDescription>
    </Alert>
  ) : null;

  const { refused, dialog } = useEditConflict<NicheView>({
    title: t("conflict.title"),
    description: t("conflict.description"),
    version,
    changed: changedSince,
    reload: onReload,
    resubmit,
  });

  return {
    version: () => version.current,
    changes(update) {
      const loaded = form.formState.defaultValues as NicheFormValues;
      // Credentials the form does not know are sent as it decided: the client secret is never read back,
      // a stored API key only when the user asks to see it.
      const unknown = NICHE_SECRET_FIELDS.filter((field) => field === "client_secret" || (hasStoredSecret(niche, field) && !loaded[field]));
      return changedFields(update, loaded, unknown);
    },
    draft,
    restored,
    refused,
    dialog,
    notice,
  };
}
