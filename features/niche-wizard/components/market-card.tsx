import { useTranslations } from "next-intl";
import { CheckCircle2 } from "lucide-react";
import { cn } from "@/lib/utils";
import { languageName } from "@/lib/markets/language-name";
import type { Market } from "@/lib/markets/markets";
import { MARKET_PARAM } from "@/features/niche-wizard/wizard-schema";

interface MarketCardProps {
  market: Market;
  selected: boolean;
  onSelect(id: string): void;
}

export function MarketCard({ market, selected, onSelect }: MarketCardProps) {
  const t = useTranslations("wizard.market");
  return (
    // A submit button of the wizard's GET form: a click before the scripts run still chooses the market.
    <button
      type="submit"
      name={MARKET_PARAM}
      value={market.id}
      aria-pressed={selected}
      onClick={(event) => {
        event.preventDefault();
        onSelect(market.id);
      }}
      data-wizard-choice=""
      className={cn(
        "relative flex w-full items-start gap-3 rounded-lg border bg-card p-3 text-left transition-colors hover:bg-accent",
        selected && "border-primary ring-2 ring-primary/40",
      )}
    >
      <span aria-hidden className="text-2xl leading-none">
        {market.flag}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{market.pais}</span>
        <span className="block truncate text-sm text-muted-foreground">{market.dominio}</span>
        <span className="mt-1 flex gap-2 text-xs text-muted-foreground">
          <span>{market.countryCode}</span>
          <span aria-hidden>·</span>
          <span>{languageName(market.lang)}</span>
        </span>
      </span>
      {selected ? (
        <CheckCircle2 role="img" aria-label={t("selected")} className="size-5 shrink-0 text-primary" />
      ) : null}
    </button>
  );
}
