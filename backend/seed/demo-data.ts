// Demo data: niches in several markets (two with deployed preview sites), products in every status,
// content versions, templates with placeholder images, API clients with usage history, an API key.
import { randomBytes } from "node:crypto";
import type { Database } from "../db/database";
import { resolveMarket } from "../../lib/markets/markets";
import { writeProductArticle } from "../content-writer/product-article";
import { productNameFromUrl } from "../content-writer/product-name";
import { buildFinalConfig, writeWebsiteContent } from "../content-writer/website-content";
import { placeholderPng } from "./placeholder-png";
import { storeImageBuffer } from "../uploads-store";
import { createApiClient } from "../api-client-credentials";
import { hash32 } from "../util/text";
import {
  backdateClientUsage,
  insertSeedCatalogItem,
  insertSeedContent,
  insertSeedNiche,
  insertSeedProduct,
} from "../repos/seed-repo";
import { insertApiKey } from "../repos/api-keys-repo";
import { upsertSite } from "../repos/sites-repo";
import { refreshContentSummary } from "../repos/products-repo";

interface DemoNiche {
  name: string;
  slug: string;
  mercado: string;
  tag: string;
  tone: string;
  active: boolean;
  deployed: boolean;
  description: string;
  keywords: string;
  google?: Record<string, string>;
  withApiKey?: boolean;
  withClient?: boolean;
  products: string[];
}

const NICHES: DemoNiche[] = [
  {
    name: "Cafeteras Espresso",
    slug: "es-cafeteras-espresso",
    mercado: "España",
    tag: "cafeteras-21",
    tone: "profesional",
    active: true,
    deployed: true,
    description: "Cafeteras espresso manuales y superautomáticas para casa, con guías de compra y comparativas.",
    keywords: "cafetera espresso, cafetera superautomática, molinillo de café, cápsulas",
    google: { ga_id: "G-AB12CD34EF", gtm_id: "GTM-K7P2QX9", gsc_verification_id: "google-site-verification=demo-cafeteras-es" },
    withApiKey: true,
    withClient: true,
    products: [
      "Cafetera-Espresso-Manual-15-Bares-Vaporizador",
      "Cafetera-Superautomatica-Molinillo-Integrado",
      "Molinillo-Cafe-Electrico-Muelas-Conicas",
      "Cafetera-Italiana-Moka-Aluminio-6-Tazas",
      "Espumador-Leche-Electrico-Acero",
      "Bascula-Cafe-Temporizador-Precision",
      "Tamper-Cafe-Acero-Inoxidable-51mm",
      "Jarra-Leche-Barista-600ml",
      "Cafetera-Capsulas-Compacta-19-Bares",
      "Set-Limpieza-Maquina-Espresso",
      "Hervidor-Cuello-Cisne-Temperatura",
    ],
  },
  {
    name: "Home Gym Equipment",
    slug: "us-home-gym-equipment",
    mercado: "Estados Unidos",
    tag: "homegym-20",
    tone: "casual",
    active: true,
    deployed: true,
    description: "Adjustable dumbbells, racks, benches and bands to build a compact home gym.",
    keywords: "home gym, adjustable dumbbells, power rack, resistance bands",
    google: { ga_id: "G-HG98ZX76WV", adsense_client_id: "ca-pub-1234567890123456" },
    products: [
      "Adjustable-Dumbbells-Pair-52-5-lb",
      "Power-Rack-Pull-Up-Bar-Home",
      "Adjustable-Weight-Bench-Incline-Decline",
      "Resistance-Bands-Set-Handles-Door-Anchor",
      "Kettlebell-Cast-Iron-35-lb",
      "Exercise-Mat-Extra-Thick-Non-Slip",
      "Foam-Roller-High-Density-18-inch",
      "Jump-Rope-Speed-Ball-Bearings",
      "Pull-Up-Assist-Bands-Set",
      "Olympic-Barbell-7ft-Chrome",
    ],
  },
  {
    name: "Gartenwerkzeuge",
    slug: "de-gartenwerkzeuge",
    mercado: "Alemania",
    tag: "garten-21",
    tone: "técnico",
    active: true,
    deployed: false,
    description: "Herramientas de jardín para el mercado alemán: tijeras de podar, cortasetos y sistemas de riego.",
    keywords: "gartenschere, heckenschere, bewässerung, gartenwerkzeug",
    products: [
      "Gartenschere-Bypass-Profi",
      "Akku-Heckenschere-18V",
      "Bewaesserungscomputer-Garten",
      "Teleskop-Astschere-Amboss",
      "Gartenschlauch-Flexibel-30m",
      "Rasenkantenschere-Akku",
      "Laubsauger-Elektrisch-3in1",
      "Hochbeet-Metall-Verzinkt",
    ],
  },
  {
    name: "Juguetes Educativos",
    slug: "mx-juguetes-educativos",
    mercado: "México",
    tag: "juguetesedu-20",
    tone: "informal",
    active: false,
    deployed: false,
    description: "Juguetes didácticos y de construcción para aprender jugando, de 3 a 10 años.",
    keywords: "juguetes educativos, juguetes montessori, bloques de construcción, robótica infantil",
    products: [
      "Bloques-Construccion-Magneticos-100-Piezas",
      "Kit-Robotica-Ninos-Programable",
      "Rompecabezas-Madera-Mapa-Mundo",
      "Microscopio-Infantil-Kit-Ciencia",
      "Tablero-Montessori-Actividades",
      "Juego-Mesa-Matematicas-Divertidas",
    ],
  },
  {
    name: "Camping Gear",
    slug: "gb-camping-gear",
    mercado: "Reino Unido",
    tag: "campinggear-21",
    tone: "formal",
    active: true,
    deployed: false,
    description: "Tents, sleeping bags and camp kitchens selected for British weather.",
    keywords: "camping tent, sleeping bag, camping stove, camping gear uk",
    products: ["Camping-Tent-4-Person-Waterproof", "Sleeping-Bag-3-Season-Mummy", "Camping-Stove-Portable-Gas", "Headtorch-Rechargeable-LED"],
  },
];

/** Status plan per product index: completed with N versions, or another status. */
const PLAN: { status: string; versions?: number; error?: string }[] = [
  { status: "completed", versions: 3 },
  { status: "completed", versions: 1 },
  { status: "pending" },
  { status: "completed", versions: 2 },
  { status: "processing" },
  { status: "failed", error: "No se pudo obtener la información del producto en Amazon (tiempo de espera agotado)" },
  { status: "generating" },
  { status: "completed", versions: 1 },
  { status: "error", error: "El producto no está disponible en este marketplace" },
  { status: "pending" },
  { status: "completed", versions: 1 },
];

const DAY = 86_400_000;

function asinFor(slug: string, i: number): string {
  return `B0${(hash32(`${slug}|${i}`) % 36 ** 6).toString(36).toUpperCase().padStart(6, "0")}${String(i).padStart(2, "0")}`;
}

export interface SeedSummary {
  niches: number;
  products: number;
  contents: number;
  templates: number;
  apiClients: number;
  demoClient?: { client_id: string; client_secret: string };
}

export async function seedDemo(db: Database, opts: { dataDir: string; publicBaseUrl: string }): Promise<SeedSummary> {
  const now = Date.now();
  const summary: SeedSummary = { niches: 0, products: 0, contents: 0, templates: 0, apiClients: 0 };

  // Templates with placeholder images.
  const templates = [
    { name: "Tienda Moderna", description: "Plantilla Next.js con rejilla de productos, comparativas y modo oscuro.", github: "https://github.com/afiliados-demo/tienda-moderna", active: true, colors: [[15, 118, 110], [96, 165, 250]] as const },
    { name: "Blog de Reseñas", description: "Plantilla orientada a artículos largos y reseñas con tabla de contenidos.", github: "https://github.com/afiliados-demo/blog-resenas", active: true, colors: [[124, 58, 237], [251, 113, 133]] as const },
    { name: "Landing Clásica", description: "Plantilla antigua de una sola página (retirada).", github: "https://github.com/afiliados-demo/landing-clasica", active: false, colors: [[71, 85, 105], [203, 213, 225]] as const },
  ];
  let firstTemplate: { id: number; name: string; slug: string; github_url: string } | undefined;
  for (const [ti, t] of templates.entries()) {
    const images: string[] = [];
    for (let k = 0; k < (t.active ? 3 : 1); k++) {
      const png = placeholderPng(320, 180, [...t.colors[k % 2 === 0 ? 0 : 1]], [...t.colors[k % 2 === 0 ? 1 : 0]]);
      images.push((await storeImageBuffer(db, opts.dataDir, png, `${t.name.toLowerCase().replace(/\W+/g, "-")}-${k + 1}.png`)).url);
    }
    const slug = t.name.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/\s+/g, "-");
    const created = new Date(now - (40 - ti) * DAY).toISOString();
    const id = await insertSeedCatalogItem(db, {
      name: t.name,
      slug,
      description: t.description,
      images,
      github_url: t.github,
      is_active: t.active,
      created_at: created,
    });
    if (!firstTemplate) firstTemplate = { id, name: t.name, slug, github_url: t.github };
    summary.templates++;
  }

  // A read-only API client with 30 days of usage.
  const demo = await createApiClient(db, { name: "Cliente Demo Analytics", description: "Integración de solo lectura para informes", scopes: ["read"] });
  summary.demoClient = { client_id: demo.clientId, client_secret: demo.secret };
  await backdateClientUsage(db, demo.id);
  summary.apiClients++;

  for (const [ni, n] of NICHES.entries()) {
    const market = resolveMarket(n.mercado)!;
    const created = new Date(now - (30 - ni * 5) * DAY).toISOString();
    let apiKey: string | null = null;
    if (n.withApiKey) {
      apiKey = `ak_${randomBytes(16).toString("hex")}`;
      await insertApiKey(db, { key: apiKey, name: `Nicho ${n.name}`, email: "admin@example.com" });
    }
    let client: { clientId: string; secret: string } | null = null;
    if (n.withClient) {
      client = await createApiClient(db, { name: `Nicho ${n.name} - Client`, description: `API Client para nicho: ${n.name}`, scopes: ["read"] });
      summary.apiClients++;
    }
    let websiteContent: string | null = null;
    let vercelData: string | null = null;
    if (n.deployed) {
      const siteInput = { name: n.name, slug: n.slug, tone: n.tone, affiliateTag: n.tag, market };
      const content = writeWebsiteContent(siteInput);
      const siteUrl = `${opts.publicBaseUrl}/sites/${n.slug}/`;
      const config = buildFinalConfig({ ...siteInput, publicBaseUrl: opts.publicBaseUrl, siteUrl, templateRepo: firstTemplate?.github_url });
      const template = firstTemplate ? { id: firstTemplate.id, name: firstTemplate.name, slug: firstTemplate.slug, github_url: firstTemplate.github_url } : null;
      await upsertSite(db, { slug: n.slug, websiteContent: content, config, template });
      websiteContent = JSON.stringify(content);
      vercelData = JSON.stringify({
        siteUrl,
        vercelUrl: siteUrl,
        url: siteUrl,
        deployment: { id: `dpl_demo${ni}`, siteUrl, url: siteUrl, status: "ready", created_at: created },
        provider: "embedded-preview",
        template,
      });
    }
    const nicheId = await insertSeedNiche(db, {
      name: n.name,
      slug: n.slug,
      affiliate_tag: n.tag,
      description: n.description,
      keywords: n.keywords,
      is_active: n.active,
      mercado: market.pais,
      default_tone: n.tone,
      external_api_key: apiKey,
      client_id: client?.clientId ?? null,
      client_secret: client?.secret ?? null,
      ga_id: n.google?.ga_id ?? null,
      gtm_id: n.google?.gtm_id ?? null,
      adsense_client_id: n.google?.adsense_client_id ?? null,
      gsc_verification_id: n.google?.gsc_verification_id ?? null,
      website_content_generated: websiteContent,
      vercel_data: vercelData,
      created_at: created,
      updated_at: new Date(now - ni * DAY).toISOString(),
    });
    summary.niches++;

    for (const [pi, slugPart] of n.products.entries()) {
      const plan = PLAN[pi % PLAN.length];
      const asin = asinFor(n.slug, pi);
      const domain = market.dominio;
      const url = `https://www.${domain}/${slugPart}/dp/${asin}`;
      const name = productNameFromUrl(url);
      const pCreated = new Date(now - (25 - pi) * DAY + ni * 3_600_000).toISOString();
      const productId = await insertSeedProduct(db, {
        niche_id: nicheId,
        amazon_url: url,
        asin,
        name,
        generation_status: plan.status,
        product_name: plan.status === "pending" ? null : name,
        error_message: plan.error ?? null,
        created_at: pCreated,
      });
      summary.products++;
      for (let v = 1; v <= (plan.versions ?? 0); v++) {
        const article = writeProductArticle({
          productId,
          asin,
          amazonUrl: url,
          productName: name,
          nicheName: n.name,
          tone: n.tone,
          language: market.lang,
          affiliateTag: n.tag,
          marketplaceDomain: domain,
          market,
          version: v,
        });
        await insertSeedContent(db, {
          product_id: productId,
          title: article.title,
          content: article.content,
          version: v,
          generated_at: new Date(Date.parse(pCreated) + v * DAY).toISOString(),
          metadata: article.metadata,
        });
        summary.contents++;
      }
      if (plan.versions) await refreshContentSummary(db, productId);
    }
  }
  return summary;
}
