"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { FormDialog } from "@/components/shared/form-dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/shared/form-field";
import { createApiKey } from "@/features/api-keys";
import { errorMessage } from "@/lib/http/api-error";
import { serverFieldErrors } from "@/lib/http/validation-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiKeyFormSchema } from "@/features/niches/api-key-form-schema";
import { CREDENTIAL_NAME_MAX_LENGTH } from "@/lib/zod/text-limits";
import type { ApiKeyFormValues } from "@/features/niches/api-key-form-schema";

const resolver = zodResolver(apiKeyFormSchema);

/** Keys of niches.apiKeyDialog for each field the wrapper may refuse. */
const SERVER_FIELD_TEXTS = { name: { required: "required", invalid: "nameInvalid" }, email: { required: "required", invalid: "emailFormat" } } as const;
const SERVER_FALLBACK = { required: "required", invalid: "nameInvalid" } as const;

interface ApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultName: string;
  onCreated: (key: string) => void;
}

export function ApiKeyDialog({ open, onOpenChange, defaultName, onCreated }: ApiKeyDialogProps) {
  const t = useTranslations("niches.apiKeyDialog");
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ApiKeyFormValues>({ resolver, defaultValues: { name: defaultName, email: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const created = await createApiKey({ name: values.name.trim(), email: values.email.trim() });
      onCreated(created.key);
      toast.success(t("success"));
      onOpenChange(false);
      form.reset({ name: defaultName, email: "" });
    } catch (err) {
      // A refused field shows its reason under it; only what no field explains goes in the alert.
      const refused = serverFieldErrors(err, SERVER_FIELD_TEXTS, SERVER_FALLBACK);
      for (const { field, message } of refused) form.setError(field, { type: "server", message }, { shouldFocus: true });
      const message = refused.length > 0 ? t("error") : errorMessage(err, t("error"));
      if (refused.length === 0) setServerError(message);
      toast.error(message);
    }
  });

  const requiredError = errors.name?.message === "required" || errors.email?.message === "required";
  // Each field's own error (the shared "required" is said once, below the fields).
  const fieldError = (name: keyof ApiKeyFormValues) => {
    const key = errors[name]?.message;
    return key && key !== "required" ? t(key, { max: CREDENTIAL_NAME_MAX_LENGTH }) : undefined;
  };
  const nameError = fieldError("name");
  const emailError = fieldError("email");
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t("title")}
      description={t("description")}
      busy={isSubmitting}
      onSubmit={submit}
      actionLabel={isSubmitting ? t("submitting") : t("submit")}
    >
      <FormField id="api-key-name" label={t("name")} required error={nameError} invalid={Boolean(errors.name)}>
        <Input {...form.register("name")} />
      </FormField>
      <FormField id="api-key-email" label={t("email")} required error={emailError} invalid={Boolean(errors.email)}>
        <Input type="email" autoComplete="email" placeholder={t("emailPlaceholder")} {...form.register("email")} />
      </FormField>
      {requiredError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("required")}
        </p>
      ) : null}
      {serverError ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden />
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      ) : null}
    </FormDialog>
  );
}
