// What the template writer says in one language: the product article, the niche website and the words
// of the website's preview page.

/** The tones the writer has a voice for; any other tone is written as "profesional". */
export const TONES = ["profesional", "casual", "informal", "formal", "técnico"] as const;
export type Tone = (typeof TONES)[number];

export interface ArticleVars {
  product: string;
  niche: string;
  /** Marketplace domain (amazon.de). */
  domain: string;
  /** The market's country, in the article's language. */
  market: string;
  asin: string;
  /** The affiliate link. */
  link: string;
}
export type ArticleLine = (v: ArticleVars) => string;

export interface ArticleText {
  /** Stands for a product without a name. */
  thisProduct: string;
  /** Stands for a missing ASIN. */
  notAvailable: string;
  titles: readonly ArticleLine[];
  voices: Record<Tone, { intro: readonly ArticleLine[]; closing: readonly ArticleLine[] }>;
  lead: ArticleLine;
  summaryHeading: string;
  summary: readonly ArticleLine[];
  whatIsHeading: ArticleLine;
  whatIs: ArticleLine;
  sheetHeading: string;
  sheet: { feature: string; detail: string; product: string; marketplace: string; market: string; category: string; link: string; viewOnAmazon: string };
  whoHeading: string;
  who: ArticleLine;
  fitHeading: string;
  fit: readonly ArticleLine[];
  notFitHeading: string;
  notFit: readonly string[];
  checklistHeading: string;
  checklist: readonly string[];
  /** A model-written article's strengths and weaknesses (the template writer has none to tell). */
  prosHeading: string;
  consHeading: string;
  faqHeading: string;
  whereHeading: ArticleLine;
  where: ArticleLine;
  priceHeading: string;
  price: string;
  conclusionHeading: string;
  cta: string;
  disclosure: string;
  metaDescription: ArticleLine;
  /** Search phrases around the product's name (given in lower case). */
  buyKeyword: (product: string) => string;
  reviewKeyword: (product: string) => string;
}

export interface SiteVars {
  name: string;
  /** The market's country, in the site's language. */
  country: string;
  domain: string;
}
export type SiteLine = (v: SiteVars) => string;

export interface SiteText {
  taglines: readonly SiteLine[];
  description: SiteLine;
  /** Search phrases around the niche's name (given in lower case). */
  keywords: (name: string) => string[];
  categories: readonly string[];
  heroTitle: SiteLine;
  cta: string;
  about: SiteLine;
  sections: (v: SiteVars) => { id: string; title: string; body: string }[];
  faq: (v: SiteVars) => { question: string; answer: string }[];
  disclosure: string;
  /** The preview page's own words around the content. */
  page: {
    viewOnAmazon: string;
    market: string;
    tone: string;
    template: string;
    featured: string;
    comingSoon: string;
    faq: string;
    generatedBy: string;
    fallbackProduct: string;
    home: string;
    /** The article's table of contents. */
    contents: string;
    notFoundTitle: string;
    notFoundBody: string;
    backHome: string;
    nextPage: string;
    previousPage: string;
    /** {n}: the index page's number. */
    pageOf: string;
    /** The article's footnotes heading. */
    notes: string;
    /** Stands for an image over plain HTTP, before its address. */
    insecureImage: string;
  };
}

export interface WriterText {
  article: ArticleText;
  site: SiteText;
}
