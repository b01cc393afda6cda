"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/shared/form-field";
import { DraftRestoredNotice } from "@/components/shared/draft-restored-notice";
import { LeaveGuard } from "@/components/shared/leave-guard";
import { useFormDraft } from "@/lib/forms/use-form-draft";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { DESCRIPTION_MAX, NAME_MAX, type ApiClientFormInput, type ApiClientFormValues } from "../client-form";
import { API_CLIENT_SCOPES } from "../schemas";
import { apiClientFormSchema } from "../client-form-schema";

interface ApiClientFormProps {
  defaultValues: ApiClientFormInput;
  submitLabel: string;
  pendingLabel: string;
  /**
   * Resolves on success (false: nothing was saved and the dialog stays, e.g. on a conflict); a rejection's
   * message is shown above the buttons and the values stay.
   */
  onSubmit: (values: ApiClientFormValues) => Promise<boolean | void>;
  onCancel: () => void;
  /** Where the values are kept if the session ends before they are saved ("api-client-new"). */
  draftKey: string;
  /** The client's version the edit started from, kept with the draft; null for a new client. */
  version?(): string | null;
  /** A draft was put back: the edit goes on from its version. */
  onRestore?(version: string | null): void;
}

const LIMITS: Record<string, number> = { nameTooLong: NAME_MAX, descriptionTooLong: DESCRIPTION_MAX };

const resolver = zodResolver(apiClientFormSchema);

/** Name, optional description and scopes of an API client, validated with zod before sending. */
export function ApiClientForm({ defaultValues, submitLabel, pendingLabel, onSubmit, onCancel, draftKey, version, onRestore }: ApiClientFormProps) {
  const t = useTranslations("apiClients.form");
  const ts = useTranslations("apiClients.scopes");
  const tl = useTranslations("apiClients.scopeLabels");
  const tc = useTranslations("common");
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ApiClientFormInput, unknown, ApiClientFormValues>({
    resolver,
    defaultValues,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  // No secret is typed here: the whole form may go to the tab's storage when the session ends.
  const { draft, restored } = useFormDraft(form, {
    key: draftKey,
    version: () => version?.() ?? null,
    onRestore: (kept) => onRestore?.(kept.version),
  });
  const [saved, setSaved] = useState(false);
  const description = useWatch({ control, name: "description" });

  const errorText = (code: string | undefined) => (code ? t(`errors.${code}`, { max: LIMITS[code] ?? 0 }) : null);
  const nameError = errorText(errors.name?.message);
  const descriptionError = errorText(errors.description?.message);
  const scopesError = errorText(errors.scopes?.message);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if ((await onSubmit(values)) !== false) setSaved(true);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {restored ? <DraftRestoredNotice /> : null}
      <LeaveGuard active={isDirty && !saved} onLeave={() => setSaved(true)} draft={draft} />
      <FormField id={`${id}-name`} label={t("name")} error={nameError ?? undefined}>
        <Input placeholder={t("namePlaceholder")} autoComplete="off" {...register("name")} />
      </FormField>

      <FormField
        id={`${id}-description`}
        label={t("description")}
        error={descriptionError ?? undefined}
        counter={{ count: description.length, limit: DESCRIPTION_MAX }}
      >
        <Textarea placeholder={t("descriptionPlaceholder")} rows={3} {...register("description")} />
      </FormField>

      <fieldset className="grid gap-2" aria-describedby={`${id}-scopes-hint${scopesError ? ` ${id}-scopes-error` : ""}`}>
        <legend className="mb-2 text-sm font-medium">{t("scopes")}</legend>
        <p id={`${id}-scopes-hint`} className="text-xs text-muted-foreground">
          {t("scopesHint")}
        </p>
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <ul className="grid gap-2">
              {API_CLIENT_SCOPES.map((scope) => {
                const checked = field.value.includes(scope);
                return (
                  <li key={scope} className="flex items-start gap-3 rounded-md border p-3">
                    <Checkbox
                      id={`${id}-scope-${scope}`}
                      checked={checked}
                      aria-describedby={`${id}-scope-${scope}-meaning`}
                      aria-invalid={scopesError ? true : undefined}
                      onCheckedChange={(value) =>
                        field.onChange(
                          value ? [...field.value, scope] : field.value.filter((s) => s !== scope),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                    <div className="grid gap-1">
                      <Label htmlFor={`${id}-scope-${scope}`}>{tl(scope)}</Label>
                      <p id={`${id}-scope-${scope}-meaning`} className="text-xs text-muted-foreground">
                        {ts(scope)}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        />
        {scopesError ? (
          <p id={`${id}-scopes-error`} className="text-sm text-destructive">
            {scopesError}
          </p>
        ) : null}
      </fieldset>

      {serverError ? (
        <Alert variant="destructive">
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {tc("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
