import { useTranslations } from "next-intl";
import { Lightbulb } from "lucide-react";
import { NewTabLink } from "@/components/shared/new-tab-link";
import { languageName } from "@/lib/markets/language-name";
import type { Market } from "@/lib/markets/markets";
import { TIP_ITEMS, tipsKeyFor } from "@/lib/markets/tips";
import { StepSection } from "./step-section";

export function SelectedMarketPanel({ market }: { market: Market }) {
  const t = useTranslations("wizard.market");
  const tips = tipsKeyFor(market.id);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <StepSection id="selected-market-title" boxed className="space-y-3" title={t("selectedTitle")}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("country")}</dt>
          <dd>
            <span aria-hidden>{market.flag} </span>
            {market.pais}
          </dd>
          <dt className="text-muted-foreground">{t("domain")}</dt>
          <dd>{market.dominio}</dd>
          <dt className="text-muted-foreground">{t("language")}</dt>
          <dd>{languageName(market.lang)}</dd>
          <dt className="text-muted-foreground">{t("code")}</dt>
          <dd>{market.countryCode}</dd>
        </dl>
        {market.dataUrl ? (
          <NewTabLink href={market.dataUrl} className="text-sm font-medium">
            {t("affiliateProgram")}
          </NewTabLink>
        ) : null}
      </StepSection>
      <StepSection
        id="market-tips-title"
        boxed
        icon={<Lightbulb aria-hidden className="size-4 text-warning" />}
        title={t("tipsTitle", { country: market.pais })}
      >
        <ul className="list-inside list-disc space-y-1 text-sm">
          {TIP_ITEMS.map((item) => (
            <li key={item}>{t(`tips.${tips}.${item}`)}</li>
          ))}
        </ul>
      </StepSection>
    </div>
  );
}
