"use client";

import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { AlertTriangle, KeyRound, RefreshCw, Save, ShieldPlus } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CharacterCounter } from "@/components/ui/character-counter";
import { useMounted } from "@/components/layout/use-mounted";
import { LeaveGuard } from "@/components/shared/leave-guard";
import { DraftRestoredNotice } from "@/components/shared/draft-restored-notice";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/http/api-error";
import { duplicateField, duplicateTextKey } from "@/lib/http/duplicate-conflict";
import { serverFieldErrors } from "@/lib/http/validation-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import { nicheFormSchema } from "@/features/niches/niche-form-schema";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { markets, resolveMarket } from "@/lib/markets/markets";
import { useSaveNiche } from "@/features/niches/use-niche-actions";
import {
  formValuesToUpdate,
  GOOGLE_FIELDS,
  NICHE_SERVER_FIELD_TEXTS,
  nicheToFormValues,
  SERVER_FIELD_FALLBACK,
  type NicheFormValues,
} from "@/features/niches/niche-form";
import { TONES } from "@/features/niches/schemas";
import { hasStoredSecret, type NicheView, type ReadableSecret } from "@/features/niches/secrets";
import { forgetNicheSecrets, useNicheSecrets } from "@/features/niches/use-niche-secrets";
import { nicheClientFor } from "@/features/niches/niche-client";
import { resolveSiteUrl } from "@/features/niches/site-url";
import { useFormCredentials } from "@/features/niches/use-form-credentials";
import { NAME_MAX_LENGTH, NICHE_DESCRIPTION_MAX_LENGTH } from "@/lib/zod/text-limits";
import { FormSection } from "./form-section";
import { FormTextField } from "./form-text-field";
import { SecretTextField } from "./secret-text-field";
import { useNicheEditVersion } from "./use-niche-edit-version";

// Dialogs load when first opened: the page's first load carries no radix dialog code.
const CreateApiClientDialog = dynamic(
  () => import("@/features/api-clients/shared").then((m) => m.CreateApiClientDialog),
  { ssr: false },
);
const ApiKeyDialog = dynamic(() => import("./api-key-dialog").then((m) => m.ApiKeyDialog), { ssr: false });
const RotateSecretDialog = dynamic(() => import("./rotate-secret-dialog").then((m) => m.RotateSecretDialog), { ssr: false });
const ConfirmDialog = dynamic(() => import("@/components/shared/confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

const resolver = zodResolver(nicheFormSchema);

const NO_MARKET = "__none__";

/** The form's free-text fields (the switch, tone and market are controlled). */
type TextField = Exclude<keyof NicheFormValues, "is_active" | "default_tone" | "mercado">;

/** "No market", a stored market the catalogue no longer knows (kept so saving does not drop it), then the catalogue. */
function marketOptions(current: string, noMarketLabel: string): { value: string; label: string }[] {
  const unknown = current && !resolveMarket(current) ? [{ value: current, label: current }] : [];
  return [{ value: NO_MARKET, label: noMarketLabel }, ...unknown, ...markets.map((m) => ({ value: m.pais, label: `${m.flag} ${m.pais}` }))];
}
const GOOGLE_PLACEHOLDERS: Record<(typeof GOOGLE_FIELDS)[number], string> = {
  ga_id: "G-XXXXXXXXXX",
  gtm_id: "GTM-XXXXXXX",
  google_ads_id: "AW-XXXXXXXXXX",
  google_tag_id: "UA-XXXXXXXX-X",
  adsense_client_id: "ca-pub-XXXXXXXXXXXXXXXX",
  gsc_verification_id: "google-site-verification=...",
};

function MarketInfo({ mercado }: { mercado: string }) {
  const t = useTranslations("niches.form");
  const market = resolveMarket(mercado);
  if (!market) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {t("marketInfo", { lang: market.lang.toUpperCase(), domain: market.dominio })}
    </p>
  );
}

/** `onReload`: the niche was saved meanwhile and the user chose to see it as it is now. */
export function NicheEditForm({ niche, onReload }: { niche: NicheView; onReload(latest: NicheView): void }) {
  const t = useTranslations("niches.form");
  const td = useTranslations("duplicates");
  const ts = useTranslations("niches.secret");
  const tc = useTranslations("common");
  const router = useRouter();
  const searchParams = useSearchParams();
  const saveNiche = useSaveNiche();
  const googleRef = useRef<HTMLElement>(null);
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
  const { register, control, formState, setValue } = form;
  const edit = useNicheEditVersion(form, niche, { onReload, resubmit: () => void form.handleSubmit(onValid, onInvalid)() });
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
  // The form comes rendered from the server: text typed before hydration reaches the fields' onChange
  // (`Input`, `Textarea`). Its button is off until hydrated: a native submit would put the fields in
  // the address.
  const hydrated = useMounted();
  // The uncontrolled fields also carry their first value as an attribute, so the server-rendered form
  // shows it (secrets excepted: they stay out of the markup).
  const field = (name: TextField) => ({ ...register(name), defaultValue: initial[name] });
  const { errors, isDirty, isSubmitting } = formState;
  const description = useWatch({ control, name: "description" }) ?? "";
  const clientId = useWatch({ control, name: "client_id" }) ?? "";
  const savedClientId = niche.client_id?.trim() ?? "";
  const [saved, setSaved] = useState(false);

  const section = searchParams.get("section");
  useEffect(() => {
    if (section !== "google" || !googleRef.current) return;
    googleRef.current.scrollIntoView({ block: "start" });
    googleRef.current.focus({ preventScroll: true });
  }, [section]);

  // `max` fills the length errors' placeholder; other messages ignore it.
  const fieldError = (name: keyof NicheFormValues, max?: number) => {
    const error = errors[name];
    if (error?.type === "duplicate") return error.message;
    return error?.message ? t(`errors.${error.message}`, { max: max ?? 0 }) : undefined;
  };
  const descriptionError = fieldError("description", NICHE_DESCRIPTION_MAX_LENGTH);

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
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
        {edit.restored ? <DraftRestoredNotice /> : null}
        {requiredError ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden />
            <AlertDescription>{t("requiredMessage")}</AlertDescription>
          </Alert>
        ) : null}

        <FormSection id="section-basic" title={t("sections.basic")} description={t("sectionHints.basic")}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormTextField
              id="niche-name"
              label={t("fields.name")}
              required
              error={fieldError("name", NAME_MAX_LENGTH)}
              {...field("name")}
            />
            <FormTextField id="niche-slug" label={t("fields.slug")} className="font-mono" error={fieldError("slug")} {...field("slug")} />
            <FormTextField
              id="niche-affiliate-tag"
              label={t("fields.affiliate_tag")}
              required
              error={errors.affiliate_tag?.message === "required" ? t("errors.required") : fieldError("affiliate_tag")}
              {...field("affiliate_tag")}
            />
            <FormTextField id="niche-keywords" label={t("fields.keywords")} hint={t("fields.keywordsHint")} {...field("keywords")} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="niche-description">{t("fields.description")}</Label>
            <Textarea
              id="niche-description"
              rows={3}
              aria-invalid={descriptionError || description.length > NICHE_DESCRIPTION_MAX_LENGTH ? true : undefined}
              aria-describedby={`niche-description-count${descriptionError ? " niche-description-error" : ""}`}
              {...field("description")}
            />
            <CharacterCounter
              id="niche-description-count"
              count={description.length}
              limit={NICHE_DESCRIPTION_MAX_LENGTH}
              nearLimitText={tc("textareaNearLimit")}
              overLimitText={tc("textareaOverLimit")}
            />
            {descriptionError ? (
              <p id="niche-description-error" className="text-sm text-destructive">
                {descriptionError}
              </p>
            ) : null}
          </div>
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id="niche-active" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                <Label htmlFor="niche-active">{t("fields.is_active")}</Label>
              </div>
            )}
          />
        </FormSection>

        <FormSection
          id="section-api"
          title={t("sections.api")}
          description={t("sectionHints.api")}
          action={
            <Button variant="outline" onClick={() => setApiKeyOpen(true)}>
              <KeyRound aria-hidden />
              {t("createApiKey")}
            </Button>
          }
        >
          <div className="grid gap-4 md:grid-cols-2">
            <SecretTextField
              id="niche-external-api-key"
              label={t("fields.external_api_key")}
              revealLabel={t("showApiKey")}
              hideLabel={t("hideApiKey")}
              autoComplete="new-password"
              className="font-mono"
              placeholder={storedUnread("external_api_key") ? t("secretStored") : undefined}
              onFirstReveal={revealStored("external_api_key")}
              {...register("external_api_key")}
            />
            <Controller
              control={control}
              name="default_tone"
              render={({ field }) => (
                <div className="space-y-1.5">
                  <Label htmlFor="niche-tone">{t("fields.default_tone")}</Label>
                  <NativeSelect
                    id="niche-tone"
                    className="w-full"
                    value={field.value ?? ""}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={t("fields.tonePlaceholder")}
                  >
                    {TONES.map((tone) => (
                      <option key={tone} value={tone}>
                        {t(`tones.${tone}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              )}
            />
          </div>
        </FormSection>

        <FormSection ref={googleRef} id="section-google" title={t("sections.google")} description={t("sectionHints.google")}>
          <div className="grid gap-4 md:grid-cols-2">
            {GOOGLE_FIELDS.map((name) => (
              <FormTextField
                key={name}
                id={`niche-${name}`}
                label={t(`fields.${name}`)}
                placeholder={GOOGLE_PLACEHOLDERS[name]}
                autoComplete="off"
                className="font-mono"
                error={fieldError(name)}
                {...field(name)}
              />
            ))}
          </div>
        </FormSection>

        <FormSection
          id="section-oauth"
          title={t("sections.oauth")}
          description={t("sectionHints.oauth")}
          action={
            <Button variant="outline" onClick={() => setApiClientOpen(true)}>
              <ShieldPlus aria-hidden />
              {t("createApiClient")}
            </Button>
          }
        >
          <div className="grid gap-4 md:grid-cols-2">
            <FormTextField id="niche-client-id" label={t("fields.client_id")} autoComplete="off" className="font-mono" {...field("client_id")} />
            <div className="space-y-1.5">
              <p id="niche-client-secret-label" className="text-sm leading-none font-medium">
                {t("fields.client_secret")}
              </p>
              <div
                role="group"
                aria-labelledby="niche-client-secret-label"
                aria-describedby="niche-client-secret-hint"
                className="flex flex-wrap items-center gap-2"
              >
                <p className="min-h-9 min-w-0 flex-1 rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
                  {ts("placeholder")}
                </p>
                {savedClientId && clientId.trim() === savedClientId ? (
                  <Button variant="outline" size="sm" onClick={() => setRotating(true)}>
                    <RefreshCw aria-hidden />
                    {ts("rotate")}
                  </Button>
                ) : null}
              </div>
              <p id="niche-client-secret-hint" className="text-sm text-muted-foreground">
                {t("secretHint")}
              </p>
            </div>
          </div>
        </FormSection>

        <FormSection id="section-market" title={t("sections.market")} description={t("sectionHints.market")}>
          <Controller
            control={control}
            name="mercado"
            render={({ field }) => (
              <div className="space-y-1.5">
                <Label htmlFor="niche-market">{t("fields.mercado")}</Label>
                <NativeSelect
                  id="niche-market"
                  className="w-full md:w-80"
                  value={resolveMarket(field.value)?.pais ?? (field.value || NO_MARKET)}
                  onValueChange={(v) => field.onChange(v === NO_MARKET ? "" : v)}
                  onBlur={field.onBlur}
                >
                  {marketOptions(field.value, t("fields.noMarket")).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
                <MarketInfo mercado={field.value} />
              </div>
            )}
          />
        </FormSection>

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
