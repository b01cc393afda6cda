// Demo data: niches in several markets (two with deployed preview sites), products in every status,
// content versions, templates with placeholder images, API clients with usage history, an API key.
import { randomBytes } from "node:crypto";
import type { Database } from "../db/database";
import { resolveMarket } from "../../lib/markets/markets";
import { writeProductArticle } from "../content-writer/product-article";
import { buildFinalConfig, writeWebsiteContent } from "../content-writer/website-content";
import { placeholderPng } from "./placeholder-png";
import { storeImageBuffer } from "../uploads-store";
import { createApiClient } from "../api-client-credentials";
import { hash32 } from "../util/text";

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
    const row = await db.one<{ id: number }>(
      `INSERT INTO catalog_items (name, slug, description, images, github_url, is_active, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [t.name, slug, t.description, JSON.stringify(images), t.github, t.active, created],
    );
    if (!firstTemplate) firstTemplate = { id: row!.id, name: t.name, slug, github_url: t.github };
    summary.templates++;
  }

  // A read-only API client with 30 days of usage.
  const demo = await createApiClient(db, { name: "Cliente Demo Analytics", description: "Integración de solo lectura para informes", scopes: ["read"] });
  summary.demoClient = { client_id: demo.clientId, client_secret: demo.secret };
  await db.query(
    `INSERT INTO api_client_usage (api_client_id, day, requests, errors)
     SELECT $1, (now() AT TIME ZONE 'UTC')::date - g, 20 + ((g * 37) % 60), (g * 7) % 4 FROM generate_series(1, 29) g`,
    [demo.id],
  );
  await db.query("UPDATE api_clients SET last_used_at = now() - interval '1 day', created_at = now() - interval '45 days' WHERE id = $1", [demo.id]);
  summary.apiClients++;

  for (const [ni, n] of NICHES.entries()) {
    const market = resolveMarket(n.mercado)!;
    const created = new Date(now - (30 - ni * 5) * DAY).toISOString();
    let apiKey: string | null = null;
    if (n.withApiKey) {
      apiKey = `ak_${randomBytes(16).toString("hex")}`;
      await db.query("INSERT INTO api_keys (key, name, email) VALUES ($1, $2, $3)", [apiKey, `Nicho ${n.name}`, "admin@example.com"]);
    }
    let client: { clientId: string; secret: string } | null = null;
    if (n.withClient) {
      client = await createApiClient(db, { name: `Nicho ${n.name} - Client`, description: `API Client para nicho: ${n.name}`, scopes: ["admin"] });
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
      await db.query("INSERT INTO sites (slug, website_content, config, template) VALUES ($1, $2, $3, $4)", [
        n.slug,
        JSON.stringify(content),
        JSON.stringify(config),
        JSON.stringify(template),
      ]);
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
    const niche = await db.one<{ id: number }>(
      `INSERT INTO niches (name, slug, affiliate_tag, description, keywords, is_active, mercado, default_tone, external_api_key,
         client_id, client_secret, ga_id, gtm_id, adsense_client_id, gsc_verification_id, website_content_generated, vercel_data,
         created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19) RETURNING id`,
      [
        n.name, n.slug, n.tag, n.description, n.keywords, n.active, market.pais, n.tone, apiKey,
        client?.clientId ?? null, client?.secret ?? null, n.google?.ga_id ?? null, n.google?.gtm_id ?? null,
        n.google?.adsense_client_id ?? null, n.google?.gsc_verification_id ?? null, websiteContent, vercelData,
        created, new Date(now - ni * DAY).toISOString(),
      ],
    );
    summary.niches++;

    for (const [pi, slugPart] of n.products.entries()) {
      const plan = PLAN[pi % PLAN.length];
      const asin = asinFor(n.slug, pi);
      const domain = market.dominio;
      const url = `https://www.${domain}/${slugPart}/dp/${asin}`;
      const name = slugPart.replace(/-/g, " ");
      const pCreated = new Date(now - (25 - pi) * DAY + ni * 3_600_000).toISOString();
      const row = await db.one<{ id: number }>(
        `INSERT INTO products (niche_id, amazon_url, asin, name, generation_status, product_name, error_message, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
        [niche!.id, url, asin, name, plan.status, plan.status === "pending" ? null : name, plan.error ?? null, pCreated],
      );
      summary.products++;
      for (let v = 1; v <= (plan.versions ?? 0); v++) {
        const article = writeProductArticle({
          productId: row!.id,
          asin,
          amazonUrl: url,
          productName: name,
          nicheName: n.name,
          tone: n.tone,
          language: market.lang,
          affiliateTag: n.tag,
          marketplaceDomain: domain,
          marketName: market.pais,
          version: v,
        });
        await db.query(
          `INSERT INTO product_contents (product_id, title, content, version, generated_at, content_metadata) VALUES ($1, $2, $3, $4, $5, $6)`,
          [row!.id, article.title, article.content, v, new Date(Date.parse(pCreated) + v * DAY).toISOString(), JSON.stringify(article.metadata)],
        );
        summary.contents++;
      }
      if (plan.versions) {
        await db.query(
          `UPDATE products SET has_content = TRUE,
             content_title = (SELECT title FROM product_contents WHERE product_id = $1 ORDER BY version DESC LIMIT 1) WHERE id = $1`,
          [row!.id],
        );
      }
    }
  }
  return summary;
}
