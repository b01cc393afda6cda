"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { FormDialog } from "@/components/shared/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { createApiKey } from "@/features/api-keys";
import { errorMessage } from "@/lib/http/api-error";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { CREDENTIAL_NAME_MAX_LENGTH } from "@/lib/zod/text-limits";
import type { ApiKeyFormValues } from "@/features/niches/api-key-form-schema";

const resolver = lazyZodResolver(() => import("@/features/niches/api-key-form-schema").then((m) => m.apiKeyFormSchema));

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
      const message = errorMessage(err, t("error"));
      setServerError(message);
      toast.error(message);
    }
  });

  const requiredError = errors.name?.message === "required" || errors.email;
  const nameTooLong = errors.name?.message === "nameTooLong";
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
      <div className="space-y-1.5">
        <Label htmlFor="api-key-name">{t("name")}</Label>
        <Input
          id="api-key-name"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={nameTooLong ? "api-key-name-error" : undefined}
          {...form.register("name")}
        />
        {nameTooLong ? (
          <p id="api-key-name-error" className="text-sm text-destructive">
            {t("nameTooLong", { max: CREDENTIAL_NAME_MAX_LENGTH })}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="api-key-email">{t("email")}</Label>
        <Input id="api-key-email" type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} {...form.register("email")} />
      </div>
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
