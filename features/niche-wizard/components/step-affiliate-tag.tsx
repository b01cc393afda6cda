import { useTranslations } from "next-intl";
import { CheckCircle2, ExternalLink, Info } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Market } from "@/lib/markets/markets";
import { isAffiliateTag } from "@/features/niches";
import { normalizeSlugPart } from "@/lib/markets/slug-part";
import { MarketBadge } from "./market-badge";
import type { TextField } from "./step-name";
import { StepSection } from "./step-section";

const SIGNUP_ITEMS = ["one", "two", "three", "four"] as const;
const EXAMPLE_BASE_MAX = 20;
const EXAMPLE_FALLBACK = "minicho";

interface StepAffiliateTagProps {
  market: Market | undefined;
  name: string;
  tag: string;
  field: TextField;
}

export function StepAffiliateTag({ market, name, tag, field }: StepAffiliateTagProps) {
  const t = useTranslations("wizard.affiliateTag");
  const base = normalizeSlugPart(name).slice(0, EXAMPLE_BASE_MAX).replace(/-+$/, "") || EXAMPLE_FALLBACK;
  const domain = market?.dominio ?? "";
  const trimmed = tag.trim();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {market ? <MarketBadge market={market} label={t("marketLabel")} /> : null}
        {market?.dataUrl ? (
          <Button asChild variant="outline" size="sm">
            <a href={market.dataUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t("openProgram")}
            </a>
          </Button>
        ) : null}
      </div>
      <div className="space-y-2">
        <Label htmlFor="affiliate-tag">{t("label")}</Label>
        <Input
          id="affiliate-tag"
          {...field}
          placeholder={t("placeholder")}
          aria-describedby={trimmed && !isAffiliateTag(trimmed) ? "affiliate-tag-help affiliate-tag-format" : "affiliate-tag-help"}
          aria-invalid={trimmed !== "" && !isAffiliateTag(trimmed)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus=""
        />
        <p id="affiliate-tag-help" className="text-sm text-muted-foreground">
          {t("help", { domain })}
        </p>
      </div>
      {trimmed && !isAffiliateTag(trimmed) ? (
        <p id="affiliate-tag-format" role="alert" className="text-sm text-destructive">
          {t("formatError")}
        </p>
      ) : trimmed ? (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden />
          <AlertTitle>{t("confirmTitle")}</AlertTitle>
          <AlertDescription>{t("confirmText", { domain, tag: trimmed })}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <StepSection id="tag-explain-title" boxed icon={<Info aria-hidden className="size-4 text-info" />} title={t("explainTitle")}>
          <p className="text-sm text-muted-foreground">{t("explainText")}</p>
          <h4 className="pt-2 text-sm font-semibold">{t("examplesTitle")}</h4>
          <p className="text-sm text-muted-foreground">
            {t("examplesText", { first: `${base}-21`, second: `${base}-20` })}
          </p>
        </StepSection>
        <StepSection id="tag-signup-title" boxed title={t("signupTitle")}>
          <ol className="list-inside list-decimal space-y-1 text-sm text-muted-foreground">
            {SIGNUP_ITEMS.map((item) => (
              <li key={item}>{t(`signup.${item}`)}</li>
            ))}
          </ol>
        </StepSection>
      </div>
    </div>
  );
}
