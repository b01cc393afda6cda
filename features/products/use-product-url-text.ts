import { useTranslations } from "next-intl";
import { resolveMarket } from "@/lib/markets/markets";
import type { ProductUrlProblem } from "@/lib/markets/product-url";

/** The Spanish text of each reason a link cannot be one of the niche's products. */
export function useProductUrlText(): (problem: ProductUrlProblem) => string {
  const t = useTranslations("products.url");
  return (problem) => {
    if (problem.kind !== "otherMarket") return t(problem.kind);
    const country = (domain: string) => resolveMarket(domain)?.pais ?? domain;
    return t("otherMarket", {
      market: country(problem.domain),
      domain: problem.domain,
      nicheMarket: country(problem.nicheDomain),
      nicheDomain: problem.nicheDomain,
    });
  };
}
