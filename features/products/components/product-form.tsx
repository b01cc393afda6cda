"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LeaveGuard } from "@/components/shared/leave-guard";
import { AmazonUrlRefused } from "@/features/products/amazon-url-refused";
import type { ProductFormMessages, ProductFormValues } from "@/features/products/product-form-schema";
import { useProductUrlText } from "@/features/products/use-product-url-text";

const ConfirmDialog = dynamic(() => import("@/components/shared/confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

// Shown as the example when the niche's marketplace is not known (no market, or not read yet).
const ANY_MARKETPLACE = "amazon.com";

interface ProductFormProps {
  mode: "create" | "edit";
  defaultUrl: string;
  /** The niche's marketplace ("amazon.es"): the example shows it, and links to another are refused. */
  nicheDomain: string | undefined;
  /** A new URL loses what was generated for the current one: saving one is confirmed first. */
  confirmUrlChange?: boolean;
  /** Resolves on success; rejects with the message to show (the typed value stays). */
  onSubmit: (values: ProductFormValues) => Promise<void>;
  onCancel: () => void;
}

// One field: plain state and the zod schema, no form library (it would be most of the page's script).
// Validated on submit, then on every change once submitted, as react-hook-form did. The schema (and
// zod) loads on the first check, which the submit awaits.
const checkUrl = async (value: string, messages: ProductFormMessages, nicheDomain: string | undefined) =>
  (await import("@/features/products/product-form-schema")).productFormSchema(messages, nicheDomain).safeParse({ amazon_url: value });

export function ProductForm({ mode, defaultUrl, nicheDomain, confirmUrlChange = false, onSubmit, onCancel }: ProductFormProps) {
  const t = useTranslations("products.form");
  const tu = useTranslations("products.url");
  const tc = useTranslations("common");
  const problemText = useProductUrlText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(defaultUrl);
  const [error, setError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Saved: the screen goes back to the list, with nothing left to lose.
  const [saved, setSaved] = useState(false);
  const [urlChangeAsked, setUrlChangeAsked] = useState<((ok: boolean) => void) | null>(null);
  // The field's latest value: a check that resolves after another keystroke is not shown.
  const latest = useRef(defaultUrl);
  // Set at once, before the schema's load: a second submit meanwhile is ignored.
  const busy = useRef(false);
  const check = (value: string) => checkUrl(value, { required: t("required"), problem: problemText }, nicheDomain);

  const onChange = (value: string) => {
    setUrl(value);
    latest.current = value;
    if (submitted) {
      void check(value).then((result) => {
        if (latest.current === value) setError(result.success ? undefined : result.error.issues[0]?.message);
      });
    }
  };

  const submit = async (value: string) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await save(value);
    } finally {
      busy.current = false;
    }
  };

  const save = async (value: string) => {
    setSubmitted(true);
    const result = await check(value);
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setSaveError(null);
    if (confirmUrlChange && result.data.amazon_url !== defaultUrl) {
      const ok = await new Promise<boolean>((answer) => setUrlChangeAsked(() => answer));
      setUrlChangeAsked(null);
      if (!ok) return;
    }
    setSaving(true);
    try {
      await onSubmit(result.data);
      setSaved(true);
    } catch (e) {
      if (e instanceof AmazonUrlRefused) {
        setError(e.message);
        inputRef.current?.focus();
      } else {
        setSaveError(e instanceof Error ? e.message : t("saveError"));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {/* A form action: React replays a submit made before hydration, with the value of that moment. */}
      <form action={(form) => void submit(String(form.get("amazon_url") ?? ""))} noValidate className="grid gap-6">
        <div className="grid gap-2">
          <Label htmlFor="product-amazon-url" required>
            {t("amazonUrl")}
          </Label>
          <Input
            id="product-amazon-url"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={tu("placeholder", { domain: nicheDomain ?? ANY_MARKETPLACE })}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby="product-amazon-url-hint product-amazon-url-error"
            ref={inputRef}
            name="amazon_url"
            value={url}
            onChange={(e) => onChange(e.target.value)}
          />
          <p id="product-amazon-url-hint" className="text-xs text-muted-foreground">
            {nicheDomain ? t("amazonUrlHint", { domain: nicheDomain }) : t("amazonUrlHintAnyMarket")}
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
      <LeaveGuard active={url !== defaultUrl && !saved} />
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
