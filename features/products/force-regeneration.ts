// Forced regeneration: preconditions on the niche, body per product, and the run.
import { DEFAULT_TONE, type Niche } from "@/features/niches/schemas";
import { hasStoredSecret, type NicheView } from "@/features/niches";
import { resolveMarket, type Market } from "@/lib/markets/markets";
import type { ForceGenerateRequest } from "@/features/api-keys/schemas";
import type { RegenerationOutcomes, RegenerationReport } from "./regeneration-outcomes";
import type { Product } from "./schemas";

export type ForceRegenerationBlocker = "noApiKey" | "noAffiliateTag" | "noMarket";

export type ForceRegenerationSetup =
  | { ok: true; affiliateTag: string; market: Market }
  | { ok: false; blocker: ForceRegenerationBlocker };

/**
 * Checks the niche in this order: a stored external API key, affiliate tag, resolvable market. The
 * key itself is read when the run starts (see `readApiKey`), not held by the screen.
 */
export function forceRegenerationSetup(
  niche: Pick<NicheView, "stored_secrets" | "affiliate_tag" | "mercado">,
): ForceRegenerationSetup {
  if (!hasStoredSecret(niche, "external_api_key")) return { ok: false, blocker: "noApiKey" };
  const affiliateTag = niche.affiliate_tag?.trim();
  if (!affiliateTag) return { ok: false, blocker: "noAffiliateTag" };
  const market = resolveMarket(niche.mercado);
  if (!market) return { ok: false, blocker: "noMarket" };
  return { ok: true, affiliateTag, market };
}

/** The product's custom tone, else the niche's default tone, else 'profesional'. */
export function resolveTone(product: Pick<Product, "custom_tone">, niche: Pick<Niche, "default_tone">): string {
  return product.custom_tone?.trim() || niche.default_tone?.trim() || DEFAULT_TONE;
}

export function forceGenerateBody(
  product: Pick<Product, "amazon_url" | "custom_tone">,
  niche: Pick<Niche, "default_tone">,
  setup: { affiliateTag: string; market: Market },
): ForceGenerateRequest {
  return {
    url: product.amazon_url,
    affiliate_tag: setup.affiliateTag,
    tone: resolveTone(product, niche),
    language: setup.market.lang,
    marketplace_domain: setup.market.dominio,
  };
}

/**
 * One call per product, in order; each accepted call is then followed by `outcomes` until its generation
 * ends. A refused call counts as a failure and the run goes on. Resolves once every product has ended.
 */
export async function runForceRegeneration(
  products: readonly Pick<Product, "id" | "amazon_url" | "custom_tone">[],
  niche: Pick<Niche, "default_tone">,
  setup: { apiKey: string; affiliateTag: string; market: Market },
  call: (apiKey: string, body: ForceGenerateRequest) => Promise<void>,
  outcomes: RegenerationOutcomes,
): Promise<RegenerationReport> {
  for (const product of products) {
    try {
      await call(setup.apiKey, forceGenerateBody(product, niche, setup));
      outcomes.accept(product.id);
    } catch (error) {
      outcomes.refused(product.id, error);
    }
  }
  await outcomes.whenDone();
  return outcomes.report();
}
