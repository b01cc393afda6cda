// TEMPLATE-BASED WRITER for a niche website (automation step 1) and its final configuration (step 2).
// Deterministic from the wizard data (name, slug, tone, market); no AI, no network. Written in the
// market's language (see writer-language.ts).
import { pick } from "../util/text";
import { truncateAtWord } from "./truncate-at-word";
import { countryName, writerLanguage, writerText, type WriterLanguage } from "./writer-language";

export interface SiteInput {
  name: string;
  slug: string;
  tone: string;
  affiliateTag: string;
  market: { pais: string; countryCode: string; dominio: string; lang: string; flag?: string };
}

export interface WebsiteContent {
  site_name: string;
  slug: string;
  language: WriterLanguage;
  tone: string;
  tagline: string;
  description: string;
  keywords: string[];
  market: SiteInput["market"];
  hero: { title: string; subtitle: string; cta: string };
  about: string;
  sections: { id: string; title: string; body: string }[];
  categories: string[];
  faq: { question: string; answer: string }[];
  seo: { title: string; description: string; keywords: string[] };
  disclosure: string;
  generator: string;
}

export function writeWebsiteContent(input: SiteInput): WebsiteContent {
  const language = writerLanguage(input.market.lang);
  const text = writerText(language).site;
  const name = input.name.trim();
  const v = { name, country: countryName(input.market, language), domain: input.market.dominio };
  const tagline = pick(text.taglines, input.slug)(v);
  const description = text.description(v);
  const keywords = text.keywords(name.toLowerCase());
  return {
    site_name: name,
    slug: input.slug,
    language,
    tone: input.tone,
    tagline,
    description,
    keywords,
    market: input.market,
    hero: { title: text.heroTitle(v), subtitle: description, cta: text.cta },
    about: text.about(v),
    sections: text.sections(v),
    categories: [...text.categories],
    faq: text.faq(v),
    seo: { title: truncateAtWord(`${name} | ${tagline}`, 70), description: truncateAtWord(description, 160), keywords },
    disclosure: text.disclosure,
    generator: "template-writer/1",
  };
}

export interface FinalConfigInput extends SiteInput {
  publicBaseUrl: string;
  siteUrl?: string;
  clientId?: string | null;
  google?: Record<string, unknown> | null;
  templateRepo?: string | null;
}

const OPTIONAL_ENV: [string, string][] = [
  ["clientId", "NEXT_PUBLIC_CLIENT_ID"],
  ["ga_id", "NEXT_PUBLIC_GA_ID"],
  ["gtm_id", "NEXT_PUBLIC_GTM_ID"],
  ["google_tag_id", "NEXT_PUBLIC_GOOGLE_TAG_ID"],
  ["google_ads_id", "NEXT_PUBLIC_GOOGLE_ADS_ID"],
  ["adsense_client_id", "NEXT_PUBLIC_ADSENSE_CLIENT_ID"],
  ["gsc_verification_id", "NEXT_PUBLIC_GSC_VERIFICATION"],
];

/**
 * Environment variables of the generated site, returned in the automation's final config. No secret goes
 * in: the config is stored with the task and sent to every admin's socket; the niche detail's .env card
 * adds the client secret and the API key on request.
 */
export function buildFinalConfig(input: FinalConfigInput) {
  const apiBase = `${input.publicBaseUrl}/api/v1`;
  const envVars: Record<string, string> = {
    NODE_ENV: "production",
    NEXT_PUBLIC_API_URL: apiBase,
    NEXT_PUBLIC_API_BASE_URL: apiBase,
    NEXT_PUBLIC_API_TIMEOUT: "10000",
    NEXT_PUBLIC_CONSENT_MODE: "true",
    NEXT_PUBLIC_SITE_URL: input.siteUrl || "http://localhost:3002",
    NEXT_PUBLIC_NICHE_SLUG: input.slug,
    NEXT_PUBLIC_SITE_ID: input.slug,
    NEXT_PUBLIC_SITE_NAME: input.name,
    NEXT_PUBLIC_AFFILIATE_TAG: input.affiliateTag,
    NEXT_PUBLIC_MARKETPLACE_DOMAIN: input.market.dominio,
    NEXT_PUBLIC_LANGUAGE: input.market.lang,
  };
  const values: Record<string, unknown> = {
    clientId: input.clientId,
    ...(input.google ?? {}),
  };
  for (const [key, env] of OPTIONAL_ENV) {
    const v = values[key];
    if (typeof v === "string" && v.trim() !== "") envVars[env] = v.trim();
  }
  const envText = Object.entries(envVars)
    .map(([k, v]) => `${k}=${/[\s#"']/.test(v) ? JSON.stringify(v) : v}`)
    .join("\n");
  return {
    envVars,
    envText,
    completeConfig: {
      site: { name: input.name, slug: input.slug, language: input.market.lang, tone: input.tone },
      market: input.market,
      affiliate: { tag: input.affiliateTag, domain: input.market.dominio },
      api: { baseUrl: apiBase, timeout: 10000 },
      template: { repository: input.templateRepo ?? null },
    },
  };
}
