// TEMPLATE-BASED WRITER for a niche website (automation step 1) and its final configuration (step 2).
// Deterministic from the wizard data (name, slug, tone, market); no AI, no network.
import { pick } from "../util/text";

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
  language: "es" | "en";
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
  const es = input.market.lang.toLowerCase().startsWith("es");
  const n = input.name.trim();
  const seed = input.slug;
  const tagline = es
    ? pick([`Las mejores selecciones de ${n}, explicadas con claridad`, `Tu guía de confianza sobre ${n}`, `${n}: análisis, comparativas y ofertas`], seed)
    : pick([`The best ${n} picks, clearly explained`, `Your trusted ${n} guide`, `${n}: reviews, comparisons and deals`], seed);
  const description = es
    ? `Guías, análisis y comparativas de ${n} para compradores de ${input.market.pais}, con enlaces directos a ${input.market.dominio}.`
    : `Guides, reviews and comparisons of ${n} for shoppers in ${input.market.pais}, with direct links to ${input.market.dominio}.`;
  const keywords = es
    ? [n.toLowerCase(), `mejores ${n.toLowerCase()}`, `${n.toLowerCase()} opiniones`, `comprar ${n.toLowerCase()}`, `ofertas ${n.toLowerCase()}`]
    : [n.toLowerCase(), `best ${n.toLowerCase()}`, `${n.toLowerCase()} reviews`, `buy ${n.toLowerCase()}`, `${n.toLowerCase()} deals`];
  const categories = es
    ? ["Guías de compra", "Análisis", "Comparativas", "Ofertas"]
    : ["Buying guides", "Reviews", "Comparisons", "Deals"];
  return {
    site_name: n,
    slug: input.slug,
    language: es ? "es" : "en",
    tone: input.tone,
    tagline,
    description,
    keywords,
    market: input.market,
    hero: {
      title: es ? `Encuentra el mejor producto de ${n}` : `Find the best ${n}`,
      subtitle: description,
      cta: es ? "Ver selección" : "See our picks",
    },
    about: es
      ? `${n} es un sitio especializado que selecciona y analiza productos disponibles en ${input.market.dominio}. Nuestro objetivo es ayudarte a comprar mejor, con información clara y sin letra pequeña.`
      : `${n} is a specialist site that selects and reviews products available on ${input.market.dominio}. Our goal is to help you buy better, with clear information and no small print.`,
    sections: es
      ? [
          { id: "seleccion", title: "Nuestra selección", body: `Productos de ${n} elegidos por su disponibilidad, valoraciones y relación calidad-precio.` },
          { id: "como-elegimos", title: "Cómo elegimos", body: "Comparamos fichas, opiniones verificadas y políticas de devolución antes de recomendar nada." },
          { id: "guias", title: "Guías de compra", body: `Todo lo que conviene saber antes de comprar productos de ${n}.` },
        ]
      : [
          { id: "picks", title: "Our picks", body: `${n} products chosen for availability, ratings and value for money.` },
          { id: "how-we-choose", title: "How we choose", body: "We compare specs, verified reviews and return policies before recommending anything." },
          { id: "guides", title: "Buying guides", body: `Everything worth knowing before buying ${n}.` },
        ],
    categories,
    faq: es
      ? [
          { question: "¿Dónde se compran los productos?", answer: `Todos los enlaces llevan a ${input.market.dominio}.` },
          { question: "¿Cobráis algo por las recomendaciones?", answer: "No. Podemos recibir una comisión de afiliado sin coste adicional para ti." },
        ]
      : [
          { question: "Where are the products sold?", answer: `Every link goes to ${input.market.dominio}.` },
          { question: "Do you charge for recommendations?", answer: "No. We may earn an affiliate commission at no extra cost to you." },
        ],
    seo: { title: `${n} | ${tagline}`.slice(0, 70), description: description.slice(0, 160), keywords },
    disclosure: es
      ? "Como afiliado de Amazon, obtenemos ingresos por las compras adscritas que cumplen los requisitos aplicables."
      : "As an Amazon Associate we earn from qualifying purchases.",
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
