import { useTranslations } from "next-intl";
import type { Market } from "@/lib/markets/markets";

/** The chosen market, recalled at the top of steps 2 and 3. */
export function MarketBadge({ market, label }: { market: Market; label: string }) {
  const t = useTranslations("wizard.market");
  return (
    <p className="inline-flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-1.5 text-sm">
      <span className="text-muted-foreground">{label}:</span>
      <span aria-hidden>{market.flag}</span>
      <span className="font-medium">{market.pais}</span>
      <span className="text-muted-foreground">
        ({market.dominio} · {t("code")} {market.countryCode})
      </span>
    </p>
  );
}
