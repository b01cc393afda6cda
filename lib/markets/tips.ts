// Markets with their own tips in the wizard; the rest get the generic set.
const MARKETS_WITH_TIPS = ["us", "es", "de", "uk", "fr", "jp"] as const;
export type TipsKey = (typeof MARKETS_WITH_TIPS)[number] | "generic";

export function tipsKeyFor(marketId: string): TipsKey {
  return (MARKETS_WITH_TIPS as readonly string[]).includes(marketId) ? (marketId as TipsKey) : "generic";
}

export const TIP_ITEMS = ["one", "two", "three"] as const;
