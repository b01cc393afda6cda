// Pure: market search and continent filters of the wizard's first step.
import { MARKET_GROUPS, markets, type Market, type MarketGroup } from "./markets";

export type MarketFilter = "all" | MarketGroup;
export const MARKET_FILTERS: readonly MarketFilter[] = ["all", ...MARKET_GROUPS];

function fold(value: string): string {
  return value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase();
}

/** True when the query is empty or found in the country, the domain, the country code or the id. */
export function marketMatches(market: Market, query: string): boolean {
  const q = fold(query);
  if (!q) return true;
  return [market.pais, market.dominio, market.countryCode, market.id].some((field) => fold(field).includes(q));
}

export function searchMarkets(
  query: string,
  filter: MarketFilter = "all",
  list: readonly Market[] = markets,
): Market[] {
  return list.filter((m) => (filter === "all" || m.group === filter) && marketMatches(m, query));
}

/** Markets per filter button (the whole list; the filters do not depend on the search). */
export function marketFilterCounts(list: readonly Market[] = markets): Record<MarketFilter, number> {
  const counts = { all: list.length } as Record<MarketFilter, number>;
  for (const group of MARKET_GROUPS) counts[group] = list.filter((m) => m.group === group).length;
  return counts;
}

export function findMarket(id: string | null | undefined): Market | undefined {
  return id ? markets.find((m) => m.id === id) : undefined;
}
