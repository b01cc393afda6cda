"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Label } from "@/components/ui/label";
import { markets, popularMarkets } from "@/lib/markets/markets";
import { findMarket, MARKET_FILTERS, marketFilterCounts, searchMarkets, type MarketFilter } from "@/lib/markets/search";
import { CONTINENT_FILTER_PAUSE_MS } from "@/features/niche-wizard/constants";
import { MarketCard } from "./market-card";
import { SelectedMarketPanel } from "./selected-market-panel";
import { StepSection } from "./step-section";

const FILTER_COUNTS = marketFilterCounts();
const MAIN = popularMarkets.map((id) => findMarket(id)).filter((m) => m !== undefined);

interface StepMarketProps {
  marketId: string;
  onSelect(id: string): void;
}

export function StepMarket({ marketId, onSelect }: StepMarketProps) {
  const t = useTranslations("wizard.market");
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<MarketFilter>("all");
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  const results = searchMarkets(query, filter);
  const selected = findMarket(marketId);
  const searching = query.trim() !== "";

  // A 10 ms pause before a continent filter applies, so the button press paints first.
  const chooseFilter = (next: MarketFilter) => {
    clearTimeout(pause.current);
    pause.current = setTimeout(() => setFilter(next), CONTINENT_FILTER_PAUSE_MS);
  };

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          ["total", markets.length],
          ["main", MAIN.length],
          ["results", results.length],
        ].map(([key, value]) => (
          <div key={key} className="rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{t(`counters.${key}`)}</dt>
            <dd className="text-2xl font-bold" aria-live={key === "results" ? "polite" : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <div className="space-y-2">
        <Label htmlFor="market-search">{t("searchLabel")}</Label>
        <SearchInput
          id="market-search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("searchPlaceholder")}
          aria-describedby="market-search-help"
          data-autofocus=""
          autoComplete="off"
        />
        <p id="market-search-help" className="text-sm text-muted-foreground">
          {t("searchHelp", { count: results.length, total: markets.length })}
        </p>
      </div>

      <div role="group" aria-label={t("filtersLabel")} className="flex flex-wrap gap-2">
        {MARKET_FILTERS.map((key) => (
          <Button
            key={key}
            size="sm"
            variant={filter === key ? "default" : "outline"}
            aria-pressed={filter === key}
            onClick={() => chooseFilter(key)}
          >
            {t(`filters.${key}`)}
            <span className="rounded-full bg-background/20 px-1.5 text-xs tabular-nums">{FILTER_COUNTS[key]}</span>
          </Button>
        ))}
      </div>

      {!searching ? (
        <StepSection id="main-markets-title" className="space-y-3" title={t("mainTitle")}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {MAIN.map((m) => (
              <li key={m.id}>
                <MarketCard market={m} selected={m.id === marketId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        </StepSection>
      ) : null}

      <StepSection id="market-results-title" className="space-y-3" title={t("resultsTitle")}>
        {results.length > 0 ? (
          <ul className="grid max-h-96 gap-3 overflow-y-auto p-1 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((m) => (
              <li key={m.id}>
                <MarketCard market={m} selected={m.id === marketId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
            <p className="font-medium">{t("noResults")}</p>
            <p className="text-sm text-muted-foreground">{t("noResultsHint")}</p>
            <Button variant="outline" size="sm" onClick={() => setQuery("")}>
              <X aria-hidden />
              {t("clearSearch")}
            </Button>
          </div>
        )}
      </StepSection>

      {selected ? <SelectedMarketPanel market={selected} /> : null}
    </div>
  );
}
