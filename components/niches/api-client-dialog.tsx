"use client";

import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { AlertTriangle, ShieldAlert } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CharacterCounter } from "@/components/ui/character-counter";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { DESCRIPTION_MAX } from "@/lib/api-clients/client-form";
import { createApiClient } from "@/lib/api-clients/create-api-client";
import { API_CLIENT_SCOPES, type ApiClientCreated, type ApiClientScope } from "@/lib/api-clients/schemas";
import { errorMessage } from "@/lib/http/api-error";
import { DetailField, SecretDetailField } from "./detail-field";

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: "required" })),
  description: z.string().check(z.maxLength(DESCRIPTION_MAX, { error: "descriptionTooLong" })),
  scopes: z.array(z.enum(API_CLIENT_SCOPES)).check(z.minLength(1, { error: "scopesRequired" })),
});
type Values = z.infer<typeof schema>;

interface ApiClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: { name: string; description: string };
  onCreated: (client: ApiClientCreated) => void;
}

/** Creates an API client; the secret is shown here once, then only kept (masked) in the form. */
export function ApiClientDialog({ open, onOpenChange, defaults, onCreated }: ApiClientDialogProps) {
  const t = useTranslations("niches.apiClientDialog");
  const tc = useTranslations("common");
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiClientCreated | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaults, scopes: ["admin"] },
  });
  const { errors, isSubmitting } = form.formState;
  const description = useWatch({ control: form.control, name: "description" });

  const close = () => {
    onOpenChange(false);
    // Forget the secret as soon as the dialog closes: it is shown once.
    setCreated(null);
    setServerError(null);
    form.reset({ ...defaults, scopes: ["admin"] });
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const client = await createApiClient({
        name: values.name.trim(),
        description: values.description.trim() || null,
        scopes: values.scopes,
      });
      onCreated(client);
      setCreated(client);
      toast.success(t("success"));
    } catch (err) {
      const message = errorMessage(err, t("error"));
      setServerError(message);
      toast.error(message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isSubmitting && close())}>
      <DialogContent closeLabel={tc("close")}>
        {created ? (
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("createdTitle")}</DialogTitle>
              <DialogDescription>{created.name}</DialogDescription>
            </DialogHeader>
            <Alert variant="warning">
              <ShieldAlert aria-hidden />
              <AlertDescription>{t("createdWarning")}</AlertDescription>
            </Alert>
            <dl className="grid gap-3">
              <DetailField label={t("clientId")} copyValue={created.client_id}>
                <code className="font-mono break-all">{created.client_id}</code>
              </DetailField>
              <SecretDetailField label={t("clientSecret")} value={created.client_secret} />
            </dl>
            <DialogFooter>
              <Button onClick={close}>{t("done")}</Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("title")}</DialogTitle>
              <DialogDescription>{t("description")}</DialogDescription>
            </DialogHeader>
            <div className="space-y-1.5">
              <Label htmlFor="api-client-name">{t("name")}</Label>
              <Input
                id="api-client-name"
                aria-invalid={Boolean(errors.name)}
                aria-describedby={errors.name ? "api-client-name-error" : undefined}
                {...form.register("name")}
              />
              {errors.name ? (
                <p id="api-client-name-error" role="alert" className="text-sm text-destructive">
                  {t("required")}
                </p>
              ) : null}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="api-client-description">{t("descriptionField")}</Label>
              <Textarea
                id="api-client-description"
                rows={2}
                aria-invalid={description.length > DESCRIPTION_MAX || undefined}
                aria-describedby={`api-client-description-count${errors.description ? " api-client-description-error" : ""}`}
                {...form.register("description")}
              />
              <CharacterCounter
                id="api-client-description-count"
                count={description.length}
                limit={DESCRIPTION_MAX}
                nearLimitText={tc("textareaNearLimit")}
              />
              {errors.description ? (
                <p id="api-client-description-error" role="alert" className="text-sm text-destructive">
                  {t("descriptionTooLong", { max: DESCRIPTION_MAX })}
                </p>
              ) : null}
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t("scopes")}</legend>
              <Controller
                control={form.control}
                name="scopes"
                render={({ field }) => (
                  <div className="grid gap-2">
                    {API_CLIENT_SCOPES.map((scope: ApiClientScope) => {
                      const id = `api-client-scope-${scope}`;
                      const checked = field.value.includes(scope);
                      return (
                        <div key={scope} className="flex items-center gap-2">
                          <Checkbox
                            id={id}
                            checked={checked}
                            onCheckedChange={(on) =>
                              field.onChange(on ? [...field.value, scope] : field.value.filter((s) => s !== scope))
                            }
                          />
                          <Label htmlFor={id} className="font-normal">
                            <span className="font-mono">{t(`scope.${scope}`)}</span>
                            <span className="text-muted-foreground">— {t(`scopeHint.${scope}`)}</span>
                          </Label>
                        </div>
                      );
                    })}
                  </div>
                )}
              />
              {errors.scopes ? (
                <p role="alert" className="text-sm text-destructive">
                  {t("scopesRequired")}
                </p>
              ) : null}
            </fieldset>
            {serverError ? (
              <Alert variant="destructive">
                <AlertTriangle aria-hidden />
                <AlertDescription>{serverError}</AlertDescription>
              </Alert>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={close} disabled={isSubmitting}>
                {tc("cancel")}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t("submitting") : t("submit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
