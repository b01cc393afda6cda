import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Market } from "@/lib/markets/markets";
import type { NameConflict } from "@/features/niche-wizard/name-conflict";
import { NAME_MIN_LENGTH, nameIssue } from "@/features/niche-wizard/wizard-schema";
import { NAME_MAX_LENGTH } from "@/lib/zod/text-limits";
import { cn } from "@/lib/utils";
import { CheckItem } from "./check-item";
import { MarketBadge } from "./market-badge";
import { StepSection } from "./step-section";

/** A text field registered with the wizard's form, with its first value for the server's markup. */
export type TextField = UseFormRegisterReturn & { defaultValue: string };

interface StepNameProps {
  market: Market | undefined;
  name: string;
  /** The niche's slug as it will be saved: the name's, or the typed one. */
  slug: string;
  /** The name gives no slug (a script without Latin letters): the user types the address. */
  needsTypedSlug: boolean;
  typedSlug: string;
  field: TextField;
  slugField: TextField;
  /** A niche that already has this name or URL. */
  conflict: NameConflict | null;
}

// What the step shows comes from the same checks that enable Next (nameIssue, the slug and the
// conflict): "Válido" is only said of a name the step takes, and every refusal says why.
export function StepName({ market, name, slug, needsTypedSlug, typedSlug, field, slugField, conflict }: StepNameProps) {
  const t = useTranslations("wizard.name");
  const issue = nameIssue(name);
  const length = [...name.trim()].length;
  // A URL made from the name is taken because of the name: the name says so. A typed one says it itself.
  const nameTaken = conflict === "name" || (conflict === "slug" && !needsTypedSlug) ? conflict : null;
  const nameOk = issue === null && nameTaken === null;
  const slugOk = slug !== "" && conflict !== "slug";
  const refused = (issue !== null && issue !== "tooShort") || nameTaken !== null;
  const typedUnusable = needsTypedSlug && typedSlug.trim() !== "" && slug === "";
  const state = (ok: boolean) => (ok ? t("checkOk") : t("checkPending"));
  const nameStatus =
    issue === "tooShort"
      ? t("progress", { count: Math.min(length, NAME_MIN_LENGTH) })
      : issue === "noLetters"
        ? t("noLetters")
        : issue === "tooLong"
          ? t("tooLong", { count: name.trim().length, max: NAME_MAX_LENGTH })
          : nameTaken
            ? t(`taken.${nameTaken}`, { slug: `/${slug}` })
            : t("valid");
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
          aria-invalid={(length > 0 && issue !== null) || nameTaken ? true : undefined}
          autoComplete="off"
          data-autofocus=""
        />
        <p id="niche-name-help" className="text-sm text-muted-foreground">
          {t("help")}
        </p>
        <p
          id="niche-name-progress"
          aria-live="polite"
          className={cn("text-sm", refused ? "font-medium text-destructive" : nameOk ? "font-medium text-success" : "text-muted-foreground")}
        >
          {nameStatus}
        </p>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium">{t("slugLabel")}</p>
        <p className="rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm break-all" data-testid="wizard-slug">
          {slug ? `/${slug}` : <span className="font-sans text-muted-foreground">{needsTypedSlug ? t("slugTypeIt") : t("slugEmpty")}</span>}
        </p>
        {needsTypedSlug && market ? (
          <div className="space-y-2 rounded-lg border border-warning/40 bg-warning/5 p-3">
            <p id="niche-slug-reason" className="text-sm">
              {t("slugNotLatin")}
            </p>
            <Label htmlFor="niche-slug">{t("slugInputLabel")}</Label>
            <div className="flex min-w-0 items-center gap-1">
              <span aria-hidden="true" className="shrink-0 font-mono text-sm text-muted-foreground">
                /{market.countryCode.toLowerCase()}-
              </span>
              <Input
                id="niche-slug"
                {...slugField}
                className="min-w-0 font-mono"
                placeholder={t("slugInputPlaceholder")}
                aria-describedby={`niche-slug-reason${typedUnusable ? " niche-slug-status" : ""}`}
                aria-invalid={typedUnusable || conflict === "slug" ? true : undefined}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            {typedUnusable ? (
              <p id="niche-slug-status" className="text-sm font-medium text-destructive">
                {t("slugLatinOnly")}
              </p>
            ) : null}
          </div>
        ) : null}
        {conflict === "slug" && needsTypedSlug ? (
          <p aria-live="polite" className="text-sm font-medium text-destructive">
            {t("taken.typedSlug", { slug: `/${slug}` })}
          </p>
        ) : null}
      </div>
      <StepSection id="name-validation-title" titleClassName="text-sm" title={t("validationTitle")}>
        <ul className="space-y-1">
          <CheckItem ok={nameOk} label={t("checkName")} stateText={state(nameOk)} />
          <CheckItem ok={slugOk} label={t("checkSlug")} stateText={state(slugOk)} />
        </ul>
      </StepSection>
      <StepSection id="name-notes-title" boxed titleClassName="text-sm" title={t("notesTitle")}>
        <ul className="list-inside list-disc space-y-1 text-sm text-muted-foreground">
          <li>{t("notes.step3")}</li>
          <li>{t("notes.step4")}</li>
          <li>{t("notes.step5")}</li>
        </ul>
      </StepSection>
    </div>
  );
}
