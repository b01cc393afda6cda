"use client";

import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { productFormSchema, type ProductFormValues } from "@/lib/products/product-form-schema";

interface ProductFormProps {
  mode: "create" | "edit";
  defaultUrl: string;
  /** Resolves on success; rejects with the message to show (the typed value stays). */
  onSubmit: (values: ProductFormValues) => Promise<void>;
  onCancel: () => void;
}

export function ProductForm({ mode, defaultUrl, onSubmit, onCancel }: ProductFormProps) {
  const t = useTranslations("products.form");
  const tc = useTranslations("common");
  const [saveError, setSaveError] = useState<string | null>(null);
  const schema = useMemo(() => productFormSchema({ required: t("required"), invalidDomain: t("invalidDomain") }), [t]);
  const form = useForm<ProductFormValues>({ resolver: zodResolver(schema), defaultValues: { amazon_url: defaultUrl } });
  const error = form.formState.errors.amazon_url?.message;
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await onSubmit(values);
    } catch (e) {
      setSaveError(e instanceof Error ? e.message : t("saveError"));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor="product-amazon-url">
          {t("amazonUrl")}
          <span aria-hidden className="text-destructive">
            *
          </span>
        </Label>
        <Input
          id="product-amazon-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={t("amazonUrlPlaceholder")}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby="product-amazon-url-hint product-amazon-url-error"
          {...form.register("amazon_url")}
        />
        <p id="product-amazon-url-hint" className="text-xs text-muted-foreground">
          {t("amazonUrlHint")}
        </p>
        <p id="product-amazon-url-error" className="text-sm text-destructive" role={error ? "alert" : undefined}>
          {error}
        </p>
      </div>
      {saveError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{saveError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {tc("cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t("saving") : mode === "create" ? t("create") : t("update")}
        </Button>
      </div>
    </form>
  );
}
