"use client";

import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/shared/form-field";
import { LeaveGuard } from "@/components/shared/leave-guard";
import { useMounted } from "@/components/layout/use-mounted";
import { AmazonUrlRefused } from "@/features/products/amazon-url-refused";
import { productFormSchema, type ProductFormValues } from "@/features/products/product-form-schema";
import { useProductUrlText } from "@/features/products/use-product-url-text";
import { ConfirmDialog } from "@/components/shared/lazy-dialogs";

// Shown as the example when the niche's marketplace is not known (no market, or not read yet).
const ANY_MARKETPLACE = "amazon.com";

interface ProductFormProps {
  mode: "create" | "edit";
  /** The fields' first values (`productFormDefaults`). */
  defaults: ProductFormValues;
  /** The niche's marketplace ("amazon.es"): the example shows it, and links to another are refused. */
  nicheDomain: string | undefined;
  /** A new URL loses what was generated for the current one: saving one is confirmed first. */
  confirmUrlChange?: boolean;
  /** Resolves on success; rejects with the message to show (the typed value stays). */
  onSubmit: (values: ProductFormValues) => Promise<void>;
  onCancel: () => void;
}

export function ProductForm({ mode, defaults, nicheDomain, confirmUrlChange = false, onSubmit, onCancel }: ProductFormProps) {
  const t = useTranslations("products.form");
  const tu = useTranslations("products.url");
  const tc = useTranslations("common");
  const problemText = useProductUrlText();
  const resolver = useMemo(
    () => zodResolver(productFormSchema({ required: t("required"), problem: problemText }, nicheDomain)),
    [t, problemText, nicheDomain],
  );
  const { register, handleSubmit, setError, formState } = useForm<ProductFormValues>({ resolver, defaultValues: defaults });
  const { errors, isSubmitting, isDirty } = formState;
  // Saved: the screen goes back to the list, with nothing left to lose.
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [urlChangeAsked, setUrlChangeAsked] = useState<((ok: boolean) => void) | null>(null);
  // Before hydration the button is off: a native submit would put the URL in the address.
  const hydrated = useMounted();

  const save = async (values: ProductFormValues) => {
    setSaveError(null);
    if (confirmUrlChange && values.amazon_url !== defaults.amazon_url) {
      const ok = await new Promise<boolean>((answer) => setUrlChangeAsked(() => answer));
      setUrlChangeAsked(null);
      if (!ok) return;
    }
    try {
      await onSubmit(values);
      setSaved(true);
    } catch (e) {
      // Not saved: the form stays as typed.
      if (e instanceof AmazonUrlRefused) setError("amazon_url", { type: "server", message: e.message }, { shouldFocus: true });
      else setSaveError(e instanceof Error ? e.message : t("saveError"));
    }
  };

  return (
    <>
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="grid gap-6">
        <FormField
          id="product-amazon-url"
          label={t("amazonUrl")}
          required
          hint={nicheDomain ? t("amazonUrlHint", { domain: nicheDomain }) : t("amazonUrlHintAnyMarket")}
          error={errors.amazon_url?.message}
          alertError
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={tu("placeholder", { domain: nicheDomain ?? ANY_MARKETPLACE })}
            defaultValue={defaults.amazon_url}
            {...register("amazon_url")}
          />
        </FormField>
        {saveError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{saveError}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {tc("cancel")}
          </Button>
          <Button type="submit" disabled={isSubmitting || !hydrated}>
            {isSubmitting ? t("saving") : mode === "create" ? t("create") : t("update")}
          </Button>
        </div>
      </form>
      <LeaveGuard active={isDirty && !saved} />
      {urlChangeAsked ? (
        <ConfirmDialog
          open
          title={t("urlChange.title")}
          description={t("urlChange.description")}
          cancelText={t("urlChange.cancel")}
          confirmText={t("urlChange.confirm")}
          variant="default"
          onConfirm={() => urlChangeAsked(true)}
          onCancel={() => urlChangeAsked(false)}
        />
      ) : null}
    </>
  );
}
