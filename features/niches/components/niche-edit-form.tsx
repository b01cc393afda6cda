"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { FormProvider, useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { AlertTriangle, Save } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useMounted } from "@/components/layout/use-mounted";
import { LeaveGuard } from "@/components/shared/leave-guard";
import { DraftRestoredNotice } from "@/components/shared/draft-restored-notice";
import { errorMessage } from "@/lib/http/api-error";
import { duplicateField, duplicateTextKey } from "@/lib/http/duplicate-conflict";
import { serverFieldErrors } from "@/lib/http/validation-errors";
import { nicheFormSchema } from "@/features/niches/niche-form-schema";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { useSaveNiche } from "@/features/niches/use-niche-actions";
import {
  formValuesToUpdate,
  NICHE_SERVER_FIELD_TEXTS,
  nicheToFormValues,
  SERVER_FIELD_FALLBACK,
  type NicheFormValues,
} from "@/features/niches/niche-form";
import { hasStoredSecret, type NicheView, type ReadableSecret } from "@/features/niches/secrets";
import { forgetNicheSecrets, useNicheSecrets } from "@/features/niches/use-niche-secrets";
import { nicheClientFor } from "@/features/niches/niche-client";
import { resolveSiteUrl } from "@/features/niches/site-url";
import { useFormCredentials } from "@/features/niches/use-form-credentials";
import { NicheApiSection } from "./niche-api-section";
import { NicheBasicSection } from "./niche-basic-section";
import { NicheGoogleSection } from "./niche-google-section";
import { NicheMarketSection } from "./niche-market-section";
import { NicheOauthSection } from "./niche-oauth-section";
import { useNicheEditVersion } from "./use-niche-edit-version";
import { ApiKeyDialog, RotateSecretDialog } from "./lazy-dialogs";
import { ConfirmDialog } from "@/components/shared/lazy-dialogs";
import { CreateApiClientDialog } from "@/features/api-clients/shared";

const resolver = zodResolver(nicheFormSchema);

interface NicheEditFormProps {
  /** The niche the form's values come from. */
  niche: NicheView;
  /** The niche as read since, when it was saved elsewhere after the form's values were taken. */
  newer: NicheView | null;
  onDirtyChange(dirty: boolean): void;
  /** The niche was saved meanwhile and the user chose to see it as it is now. */
  onReload(latest: NicheView): void;
}

export function NicheEditForm({ niche, newer, onDirtyChange, onReload }: NicheEditFormProps) {
  const t = useTranslations("niches.form");
  const td = useTranslations("duplicates");
  const ts = useTranslations("niches.secret");
  const router = useRouter();
  const saveNiche = useSaveNiche();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [requiredError, setRequiredError] = useState(false);
  const [apiKeyOpen, setApiKeyOpen] = useState(false);
  const [apiClientOpen, setApiClientOpen] = useState(false);
  const [rotating, setRotating] = useState(false);
  const credentials = useFormCredentials();
  const apiKeyUsed = useOpenedOnce(apiKeyOpen);
  const apiClientUsed = useOpenedOnce(apiClientOpen);

  const [initial] = useState(() => nicheToFormValues(niche));
  const form = useForm<NicheFormValues>({
    resolver,
    defaultValues: initial,
    mode: "onTouched",
  });
  const { setValue } = form;
  const edit = useNicheEditVersion(form, niche, { newer, onReload, resubmit: () => void form.handleSubmit(onValid, onInvalid)() });
  // The stored API key comes into the form only when the user asks to see it; until then an empty
  // field means "keep the saved one", and the save leaves it out. The client secret never comes back:
  // it is shown once, when generated, and the form leaves it out unless the client changes.
  const { read: readSecrets } = useNicheSecrets(niche.id);
  const [secretsAtHand, setSecretsAtHand] = useState<ReadonlySet<ReadableSecret>>(() => new Set());
  const secretAtHand = (field: ReadableSecret) => setSecretsAtHand((known) => new Set(known).add(field));
  const storedUnread = (field: ReadableSecret) => hasStoredSecret(niche, field) && !secretsAtHand.has(field);
  const revealStored = (field: ReadableSecret) =>
    storedUnread(field)
      ? async () => {
          try {
            const value = (await readSecrets())[field] ?? "";
            // What the user typed meanwhile wins; otherwise the stored value becomes the field's own.
            if (form.getValues(field) === "") form.resetField(field, { defaultValue: value });
            secretAtHand(field);
            return true;
          } catch (err) {
            toast.error(errorMessage(err, t("secretReadError")));
            return false;
          }
        }
      : undefined;
  /** The saved API key, to delete it once a save replaces it; null when it cannot be read. */
  const storedKeyOrNull = async () => {
    try {
      return (await readSecrets()).external_api_key ?? null;
    } catch {
      return null;
    }
  };
  // The form comes rendered from the server: react-hook-form takes text typed before hydration from the
  // fields when it registers them. Its button is off until hydrated: a native submit would put the
  // fields in the address.
  const hydrated = useMounted();
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const savedClientId = niche.client_id?.trim() ?? "";
  const [saved, setSaved] = useState(false);

  const onInvalid = (invalid: FieldErrors<NicheFormValues>) => {
    if (invalid.name?.message === "required" || invalid.affiliate_tag?.message === "required") {
      setRequiredError(true);
      toast.error(t("requiredToast"));
    }
  };

  // A deployed niche's site lives at an address made with its slug: changing it is asked first.
  const siteUrl = resolveSiteUrl(niche.vercel_data);
  const [slugAsked, setSlugAsked] = useState<{ slug: string; answer(ok: boolean): void } | null>(null);
  const onValid = async (values: NicheFormValues) => {
    const slug = values.slug.trim();
    if (siteUrl && slug && slug !== niche.slug) {
      const ok = await new Promise<boolean>((resolve) => setSlugAsked({ slug, answer: resolve }));
      setSlugAsked(null);
      if (!ok) return;
    }
    await onSubmit(values);
  };

  const onSubmit = async (values: NicheFormValues) => {
    setRequiredError(false);
    setSaveError(null);
    try {
      const keyKept = storedUnread("external_api_key") && values.external_api_key === "";
      // A new client makes the niche's copy of the old one's secret wrong: it is cleared (sent as null).
      const clientKept = values.client_id.trim() === (niche.client_id?.trim() ?? "");
      const keep = [...(keyKept ? (["external_api_key"] as const) : []), ...(clientKept ? (["client_secret"] as const) : [])];
      const storedKey = hasStoredSecret(niche, "external_api_key") && !keyKept ? await storedKeyOrNull() : null;
      // Only what this edit changed, and only while the niche is as the edit found it.
      await saveNiche(niche.id, edit.changes(formValuesToUpdate(values, keep)), edit.version());
      setSaved(true);
      void forgetNicheSecrets(niche.id);
      void credentials
        .settle({ clientId: niche.client_id, key: storedKey }, { clientId: values.client_id, key: keyKept ? storedKey : values.external_api_key })
        .then((settled) => settled || toast.warning(ts("revokeFailed")));
      toast.success(t("saved"));
      router.push("/niches");
    } catch (err) {
      if (edit.refused(err)) return;
      // The form keeps every value: nothing is reset on failure. Refused fields show their own message.
      const duplicate = duplicateField(err);
      if (duplicate === "name" || duplicate === "slug") {
        const message = td(duplicateTextKey("niche", duplicate));
        form.setError(duplicate, { type: "duplicate", message }, { shouldFocus: true });
        setSaveError(message);
        toast.error(message);
        return;
      }
      for (const { field, message } of serverFieldErrors(err, NICHE_SERVER_FIELD_TEXTS, SERVER_FIELD_FALLBACK)) {
        form.setError(field, { type: "server", message }, { shouldFocus: true });
      }
      const message = errorMessage(err, t("saveError"));
      setSaveError(message);
      toast.error(message);
    }
  };

  return (
    <>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
          {edit.restored ? <DraftRestoredNotice /> : null}
          {saved ? null : edit.notice}
          {requiredError ? (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden />
              <AlertDescription>{t("requiredMessage")}</AlertDescription>
            </Alert>
          ) : null}

          <NicheBasicSection />
          <NicheApiSection
            keyStored={storedUnread("external_api_key")}
            revealKey={revealStored("external_api_key")}
            onCreateKey={() => setApiKeyOpen(true)}
          />
          <NicheGoogleSection />
          <NicheOauthSection savedClientId={savedClientId} onCreateClient={() => setApiClientOpen(true)} onRotate={() => setRotating(true)} />
          <NicheMarketSection />

          {saveError ? (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden />
              <AlertDescription data-testid="save-error">{saveError}</AlertDescription>
            </Alert>
          ) : null}

          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="outline">
              <Link href={`/niches/${niche.id}`}>{t("cancel")}</Link>
            </Button>
            <Button type="submit" disabled={isSubmitting || !hydrated}>
              <Save aria-hidden />
              {isSubmitting ? t("saving") : t("save")}
            </Button>
          </div>
        </form>
      </FormProvider>

      <LeaveGuard
        active={isDirty && !saved}
        texts={{ title: t("leave.title"), description: t("unsavedConfirm"), stay: t("leave.stay"), confirm: t("leave.confirm") }}
        onLeave={() => setSaved(true)}
        draft={edit.draft}
      />
      {edit.dialog}
      {apiKeyUsed ? (
        <ApiKeyDialog
          open={apiKeyOpen}
          onOpenChange={setApiKeyOpen}
          defaultName={niche.name}
          onCreated={(key) => {
            credentials.keyCreated(key);
            setValue("external_api_key", key, { shouldDirty: true });
            secretAtHand("external_api_key");
          }}
        />
      ) : null}
      {apiClientUsed ? (
        <CreateApiClientDialog
          open={apiClientOpen}
          onOpenChange={setApiClientOpen}
          defaults={nicheClientFor(niche.name)}
          description={t("apiClientDialogDescription")}
          onCreated={(client) => {
            // Its secret is shown once, in the dialog: the form keeps only the client's id.
            credentials.clientCreated(client);
            setValue("client_id", client.client_id, { shouldDirty: true });
          }}
        />
      ) : null}
      {rotating ? (
        <RotateSecretDialog
          clientId={savedClientId}
          onClose={() => setRotating(false)}
          createInstead={async () => {
            setApiClientOpen(true);
            return null;
          }}
        />
      ) : null}
      {slugAsked ? (
        <ConfirmDialog
          open
          title={t("slugChange.title")}
          description={t("slugChange.description", { url: siteUrl ?? "", slug: slugAsked.slug })}
          cancelText={t("slugChange.cancel")}
          confirmText={t("slugChange.confirm")}
          variant="default"
          onConfirm={() => slugAsked.answer(true)}
          onCancel={() => slugAsked.answer(false)}
        />
      ) : null}
    </>
  );
}
