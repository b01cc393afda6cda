// TEMPLATE-BASED WRITER (no AI, no network).
// Builds a product article in markdown from the product's own data (ASIN, URL, name), the niche
// (name, affiliate tag, market) and the tone. Output is deterministic: the same inputs and version
// always give the same text; the version number only changes which phrasing variants are picked.
// Language: Spanish for Spanish-language markets (es, mx), English for every other market.
import { countWords, seoScore } from "./seo-score";
import { pick } from "../util/text";
import { productsContract } from "../../features/products/contract";

export interface ArticleInput {
  productId: number;
  asin: string | null;
  amazonUrl: string;
  productName: string;
  nicheName: string;
  tone: string;
  /** Market language (lib/markets lang); "es" writes Spanish, anything else English. */
  language: string;
  affiliateTag: string | null;
  marketplaceDomain: string;
  marketName: string;
  version: number;
}

export interface GeneratedArticle {
  title: string;
  content: string;
  metadata: {
    og_image_url: string;
    meta_title: string;
    meta_description: string;
    keywords: string[];
    seo_score: number;
    language: string;
    tone: string;
    word_count: number;
    reading_time_minutes: number;
    affiliate_url: string;
    generator: string;
  };
}

export const WRITER_ID = "template-writer/1";

/** Amazon link carrying the niche's affiliate tag. */
export function affiliateUrl(amazonUrl: string, asin: string | null, domain: string, tag: string | null): string {
  let url: URL;
  try {
    url = asin ? new URL(`https://www.${domain}/dp/${asin}`) : new URL(amazonUrl);
  } catch {
    url = new URL(`https://www.${domain}/`);
  }
  if (tag) url.searchParams.set("tag", tag);
  return url.toString();
}

type Lang = "es" | "en";

const TONE_VOICE: Record<Lang, Record<string, { intro: string[]; closing: string[] }>> = {
  es: {
    profesional: {
      intro: [
        "En este análisis revisamos {product} con criterios objetivos para que decidas con datos y sin prisas.",
        "Analizamos {product} punto por punto: qué ofrece, a quién le conviene y qué conviene comprobar antes de comprarlo.",
      ],
      closing: [
        "Si encaja con tus necesidades, {product} es una opción sólida dentro de la categoría {niche}.",
        "Con la información de esta guía puedes valorar {product} frente a otras alternativas de {niche} con criterio.",
      ],
    },
    casual: {
      intro: [
        "¿Estás pensando en hacerte con {product}? Te contamos lo que necesitas saber, sin rodeos.",
        "Vamos al grano: esto es lo que deberías saber de {product} antes de darle al botón de comprar.",
      ],
      closing: [
        "En resumen: si buscas algo práctico en {niche}, {product} merece un vistazo.",
        "¿Nuestra opinión? {product} es de esos productos de {niche} que conviene tener en el radar.",
      ],
    },
    informal: {
      intro: [
        "Oye, si llevas tiempo mirando {product}, aquí tienes todo lo que te interesa, contado en plan fácil.",
        "¿{product}? Te lo contamos todo, sin tecnicismos y sin paja.",
      ],
      closing: [
        "Y ya está: si te encaja, {product} puede ser justo lo que buscabas en {niche}.",
        "Lo dicho: échale un ojo a {product}, que en {niche} da bastante juego.",
      ],
    },
    formal: {
      intro: [
        "El presente artículo ofrece una evaluación detallada de {product}, con el fin de facilitar una decisión de compra informada.",
        "A continuación se expone una revisión rigurosa de {product} y de los aspectos que conviene considerar antes de su adquisición.",
      ],
      closing: [
        "En conclusión, {product} constituye una alternativa a considerar dentro de la categoría {niche}.",
        "Por todo lo expuesto, {product} merece ser tenido en cuenta por quienes buscan productos de {niche}.",
      ],
    },
    técnico: {
      intro: [
        "Revisión técnica de {product}: identificación, ficha, criterios de evaluación y puntos de verificación previos a la compra.",
        "Este documento describe {product} desde un punto de vista técnico y enumera los parámetros que conviene verificar.",
      ],
      closing: [
        "Verificados los parámetros anteriores, {product} puede integrarse sin problemas en una selección de {niche}.",
        "Con la ficha y la lista de verificación, {product} queda caracterizado para su comparación dentro de {niche}.",
      ],
    },
  },
  en: {
    profesional: {
      intro: [
        "In this review we look at {product} with objective criteria so you can decide with facts, not hype.",
        "We break down {product} point by point: what it offers, who it suits and what to check before buying.",
      ],
      closing: [
        "If it matches your needs, {product} is a solid choice in the {niche} category.",
        "With this guide you can weigh {product} against other {niche} options with confidence.",
      ],
    },
    casual: {
      intro: [
        "Thinking about getting {product}? Here is what you need to know, no fluff.",
        "Let's cut to it: this is what you should know about {product} before you hit buy.",
      ],
      closing: [
        "Bottom line: if you want something practical in {niche}, {product} is worth a look.",
        "Our take? {product} is one of those {niche} picks worth keeping on your radar.",
      ],
    },
    informal: {
      intro: [
        "Been eyeing {product} for a while? Here's the lowdown, nice and easy.",
        "{product}? We'll tell you everything, no jargon, no filler.",
      ],
      closing: [
        "That's it: if it fits, {product} might be exactly what you wanted for {niche}.",
        "Like we said, take a look at {product} — it goes a long way in {niche}.",
      ],
    },
    formal: {
      intro: [
        "This article provides a detailed assessment of {product} in order to support an informed purchasing decision.",
        "What follows is a careful review of {product} and of the aspects worth considering before purchase.",
      ],
      closing: [
        "In conclusion, {product} is an alternative worth considering within the {niche} category.",
        "For the reasons above, {product} deserves consideration by anyone looking for {niche} products.",
      ],
    },
    técnico: {
      intro: [
        "Technical review of {product}: identification, specification sheet, evaluation criteria and pre-purchase checks.",
        "This document describes {product} from a technical standpoint and lists the parameters worth verifying.",
      ],
      closing: [
        "Once the parameters above are verified, {product} fits well into a {niche} selection.",
        "With the sheet and the checklist, {product} is characterised for comparison within {niche}.",
      ],
    },
  },
};

const TITLES: Record<Lang, string[]> = {
  es: [
    "{product}: análisis y guía de compra",
    "{product}: opinión, características y consejos",
    "¿Merece la pena {product}? Análisis completo",
    "Guía de {product}: todo lo que debes saber",
  ],
  en: [
    "{product}: review and buying guide",
    "{product}: features, pros and buying tips",
    "Is {product} worth it? Full review",
    "{product} guide: everything you need to know",
  ],
};

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 12))}…`;
}

function normalizeTone(tone: string): string {
  const t = tone.trim().toLowerCase();
  if (t === "tecnico") return "técnico";
  return t in TONE_VOICE.es ? t : "profesional";
}

export function writeProductArticle(input: ArticleInput): GeneratedArticle {
  const lang: Lang = input.language.toLowerCase().startsWith("es") ? "es" : "en";
  const tone = normalizeTone(input.tone);
  const seed = `${input.asin ?? input.amazonUrl}|${input.version}`;
  const product = input.productName.trim() || (lang === "es" ? "este producto" : "this product");
  const niche = input.nicheName.trim();
  const vars = { product, niche };
  const link = affiliateUrl(input.amazonUrl, input.asin, input.marketplaceDomain, input.affiliateTag);
  const voice = TONE_VOICE[lang][tone];
  const title = fill(pick(TITLES[lang], `title|${seed}`), vars);
  const intro = fill(pick(voice.intro, `intro|${seed}`), vars);
  const closing = fill(pick(voice.closing, `closing|${seed}`), vars);
  const asinText = input.asin ?? (lang === "es" ? "No disponible" : "Not available");

  const es = lang === "es";
  const md = [
    `# ${title}`,
    "",
    intro,
    "",
    es
      ? `${product} forma parte de nuestra selección de **${niche}** en ${input.marketName}. En las siguientes secciones encontrarás su ficha, a quién le conviene y una lista de comprobación para comprar con seguridad en ${input.marketplaceDomain}.`
      : `${product} is part of our **${niche}** selection for ${input.marketName}. Below you will find its specification sheet, who it is for and a checklist to buy safely on ${input.marketplaceDomain}.`,
    "",
    es ? "## Resumen rápido" : "## Quick summary",
    "",
    ...(es
      ? [
          `- **Producto:** ${product}`,
          `- **Categoría:** ${niche}`,
          `- **Dónde comprar:** ${input.marketplaceDomain}`,
          `- **Ideal para:** quienes buscan una opción fiable dentro de ${niche}`,
        ]
      : [
          `- **Product:** ${product}`,
          `- **Category:** ${niche}`,
          `- **Where to buy:** ${input.marketplaceDomain}`,
          `- **Best for:** anyone looking for a dependable ${niche} option`,
        ]),
    "",
    es ? `## ¿Qué es ${product}?` : `## What is ${product}?`,
    "",
    es
      ? `${product} es un producto disponible en ${input.marketplaceDomain} con el identificador ASIN ${asinText}. Dentro de la categoría ${niche}, destaca por ser una referencia que muchos compradores comparan antes de decidirse. Te recomendamos revisar siempre la descripción oficial del vendedor, porque las características concretas pueden variar entre versiones y vendedores.`
      : `${product} is available on ${input.marketplaceDomain} with ASIN ${asinText}. Within the ${niche} category it is a reference many buyers compare before deciding. Always check the seller's official description, since exact features can vary between versions and sellers.`,
    "",
    es ? "## Ficha del producto" : "## Specification sheet",
    "",
    es ? "| Característica | Detalle |" : "| Feature | Detail |",
    "| --- | --- |",
    `| ${es ? "Producto" : "Product"} | ${product.replace(/\|/g, "/")} |`,
    `| ASIN | ${asinText} |`,
    `| Marketplace | ${input.marketplaceDomain} |`,
    `| ${es ? "Mercado" : "Market"} | ${input.marketName} |`,
    `| ${es ? "Categoría" : "Category"} | ${niche.replace(/\|/g, "/")} |`,
    `| ${es ? "Enlace" : "Link"} | [${es ? "Ver en Amazon" : "View on Amazon"}](${link}) |`,
    "",
    es ? "## ¿Para quién es?" : "## Who is it for?",
    "",
    es
      ? `Antes de comprar conviene tener claro el uso que le vas a dar. Estas pautas te ayudarán a saber si ${product} encaja contigo.`
      : `Before buying, be clear about how you will use it. These pointers help you see whether ${product} is right for you.`,
    "",
    es ? "### Te encajará si…" : "### A good fit if…",
    "",
    ...(es
      ? [
          `- Buscas un producto de ${niche} con buena disponibilidad en ${input.marketplaceDomain}.`,
          "- Valoras poder comparar opiniones verificadas de otros compradores.",
          "- Quieres la comodidad del envío y las devoluciones de Amazon.",
        ]
      : [
          `- You want a ${niche} product that is easy to get on ${input.marketplaceDomain}.`,
          "- You value comparing verified reviews from other buyers.",
          "- You want Amazon's convenient shipping and returns.",
        ]),
    "",
    es ? "### Quizá no sea para ti si…" : "### Maybe not for you if…",
    "",
    ...(es
      ? [
          "- Necesitas unas especificaciones muy concretas que el vendedor no confirma.",
          "- Prefieres probar el producto en una tienda física antes de comprarlo.",
        ]
      : [
          "- You need very specific features the seller does not confirm.",
          "- You prefer to try the product in a physical store first.",
        ]),
    "",
    es ? "## Lista de comprobación antes de comprar" : "## Pre-purchase checklist",
    "",
    ...(es
      ? [
          "- [ ] Compara el precio actual y el historial de ofertas.",
          "- [ ] Lee las valoraciones verificadas más recientes.",
          "- [ ] Comprueba medidas, compatibilidad y contenido de la caja.",
          "- [ ] Revisa la garantía y la política de devoluciones del vendedor.",
        ]
      : [
          "- [ ] Compare the current price and deal history.",
          "- [ ] Read the most recent verified reviews.",
          "- [ ] Check dimensions, compatibility and what is in the box.",
          "- [ ] Review the seller's warranty and return policy.",
        ]),
    "",
    es ? "## Preguntas frecuentes" : "## Frequently asked questions",
    "",
    es ? `### ¿Dónde puedo comprar ${product}?` : `### Where can I buy ${product}?`,
    "",
    es
      ? `Puedes comprarlo en ${input.marketplaceDomain} a través de [este enlace](${link}), donde verás el precio y la disponibilidad actualizados.`
      : `You can buy it on ${input.marketplaceDomain} through [this link](${link}), where you will see the current price and availability.`,
    "",
    es ? "### ¿El precio cambia a menudo?" : "### Does the price change often?",
    "",
    es
      ? "Sí. Los precios en Amazon varían con frecuencia, por eso no los indicamos aquí: consulta siempre el precio en el momento de la compra."
      : "Yes. Amazon prices change often, which is why we do not quote them here: always check the price at the time of purchase.",
    "",
    es ? "## Conclusión" : "## Conclusion",
    "",
    closing,
    "",
    `[**${es ? "Ver precio en Amazon" : "Check price on Amazon"}**](${link})`,
    "",
    es
      ? "> Este artículo contiene enlaces de afiliado: si compras a través de ellos podemos recibir una comisión, sin coste adicional para ti."
      : "> This article contains affiliate links: if you buy through them we may earn a commission at no extra cost to you.",
    "",
  ].join("\n");

  const metaTitle = truncate(title, 60);
  const metaDescription = truncate(
    es
      ? `${product}: análisis, ficha, para quién es y qué comprobar antes de comprar en ${input.marketplaceDomain}. Guía de ${niche}.`
      : `${product}: review, specs, who it is for and what to check before buying on ${input.marketplaceDomain}. A ${niche} guide.`,
    160,
  );
  const keywords = [
    product.toLowerCase(),
    niche.toLowerCase(),
    es ? `comprar ${product.toLowerCase()}` : `buy ${product.toLowerCase()}`,
    es ? `${product.toLowerCase()} opiniones` : `${product.toLowerCase()} review`,
    ...(input.asin ? [input.asin] : []),
  ].filter((k, i, all) => k && all.indexOf(k) === i);

  const words = countWords(md);
  return {
    title,
    content: md,
    metadata: {
      og_image_url: productsContract.ogImage.url({ product_id: input.productId, file: `${input.version}.svg` }),
      meta_title: metaTitle,
      meta_description: metaDescription,
      keywords,
      seo_score: seoScore({ markdown: md, metaTitle, metaDescription, primaryKeyword: product }),
      language: lang,
      tone,
      word_count: words,
      reading_time_minutes: Math.max(1, Math.ceil(words / 200)),
      affiliate_url: link,
      generator: WRITER_ID,
    },
  };
}
