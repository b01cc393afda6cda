import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Market } from "@/lib/markets/markets";
import type { NameConflict } from "@/features/niche-wizard/name-conflict";
import { NAME_MIN_LENGTH } from "@/features/niche-wizard/wizard-schema";
import { NAME_MAX_LENGTH } from "@/lib/zod/text-limits";
import { cn } from "@/lib/utils";
import { CheckItem } from "./check-item";
import { MarketBadge } from "./market-badge";

interface StepNameProps {
  market: Market | undefined;
  name: string;
  slug: string;
  field: UseFormRegisterReturn<"name">;
  /** A niche that already has this name or URL. */
  conflict: NameConflict | null;
}

export function StepName({ market, name, slug, field, conflict }: StepNameProps) {
  const t = useTranslations("wizard.name");
  const length = name.trim().length;
  const longEnough = length >= NAME_MIN_LENGTH;
  const tooLong = length > NAME_MAX_LENGTH;
  const nameOk = longEnough && !tooLong && conflict !== "name";
  const slugOk = slug !== "" && conflict !== "slug";
  const state = (ok: boolean) => (ok ? t("checkOk") : t("checkPending"));
  return (
    <div className="space-y-6">
      {market ? <MarketBadge market={market} label={t("marketLabel")} /> : null}
      <div className="space-y-2">
        <Label htmlFor="niche-name">{t("label")}</Label>
        <Input
          id="niche-name"
          {...field}
          placeholder={t("placeholder")}
          aria-describedby="niche-name-help niche-name-progress"
          aria-invalid={(length > 0 && !longEnough) || tooLong || conflict ? true : undefined}
          autoComplete="off"
          data-autofocus=""
        />
        <p id="niche-name-help" className="text-sm text-muted-foreground">
          {t("help")}
        </p>
        <p
          id="niche-name-progress"
          aria-live="polite"
          className={cn(
            "text-sm",
            (conflict || tooLong) && longEnough ? "font-medium text-destructive" : nameOk ? "font-medium text-success" : "text-muted-foreground",
          )}
        >
          {!longEnough
            ? t("progress", { count: Math.min(length, NAME_MIN_LENGTH) })
            : tooLong
              ? t("tooLong", { count: length, max: NAME_MAX_LENGTH })
              : conflict
                ? t(`taken.${conflict}`, { slug: `/${slug}` })
                : t("valid")}
        </p>
      </div>
      <div className="space-y-1">
        <p className="text-sm font-medium">{t("slugLabel")}</p>
        <p className="rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm break-all" data-testid="wizard-slug">
          {slug ? `/${slug}` : <span className="font-sans text-muted-foreground">{t("slugEmpty")}</span>}
        </p>
      </div>
      <section aria-labelledby="name-validation-title" className="space-y-2">
        <h3 id="name-validation-title" className="text-sm font-semibold">
          {t("validationTitle")}
        </h3>
        <ul className="space-y-1">
          <CheckItem ok={nameOk} label={t("checkName")} stateText={state(nameOk)} />
          <CheckItem ok={slugOk} label={t("checkSlug")} stateText={state(slugOk)} />
        </ul>
      </section>
      <section aria-labelledby="name-notes-title" className="space-y-2 rounded-lg border bg-card p-4">
        <h3 id="name-notes-title" className="text-sm font-semibold">
          {t("notesTitle")}
        </h3>
        <ul className="list-inside list-disc space-y-1 text-sm text-muted-foreground">
          <li>{t("notes.step3")}</li>
          <li>{t("notes.step4")}</li>
          <li>{t("notes.step5")}</li>
        </ul>
      </section>
    </div>
  );
}
