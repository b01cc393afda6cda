// Public: generated preview sites (/sites/<slug>/) and og:image placeholders of product content.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { resolveMarket } from "../../lib/markets/markets";
import { renderSite, renderSiteNotFound, type SiteProduct } from "../sites/render-site";
import type { WebsiteContent } from "../content-writer/website-content";
import { ogImageSvg } from "../content-writer/og-image";

const SITE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const site = async (slug: string) => {
    const row = await db.one<{ website_content: WebsiteContent; template: { name?: string; github_url?: string } | null }>(
      "SELECT website_content, template FROM sites WHERE slug = $1",
      [slug],
    );
    if (!row) return undefined;
    const niche = await db.one<{ id: number; name: string; default_tone: string | null; affiliate_tag: string | null; mercado: string | null }>(
      "SELECT id, name, default_tone, affiliate_tag, mercado FROM niches WHERE slug = $1",
      [slug],
    );
    const content = row.website_content;
    const market = resolveMarket(niche?.mercado ?? content.market?.countryCode);
    const products = niche
      ? await db.query<SiteProduct>(
          `SELECT id, name, product_name, content_title, amazon_url, asin FROM products WHERE niche_id = $1
           ORDER BY (generation_status = 'completed') DESC, id LIMIT 48`,
          [niche.id],
        )
      : [];
    return renderSite({
      content,
      nicheName: niche?.name ?? content.site_name,
      tone: niche?.default_tone ?? content.tone,
      affiliateTag: niche?.affiliate_tag ?? null,
      marketLabel: market ? `${market.flag} ${market.pais}` : content.market?.pais ?? "",
      dominio: market?.dominio ?? content.market?.dominio ?? "amazon.com",
      products,
      template: row.template,
    });
  };

  app.get("/sites/:slug", { config: { public: true } }, async (request, reply) => {
    const slug = (request.params as { slug: string }).slug;
    const html = await site(slug);
    reply
      .type("text/html; charset=utf-8")
      .header("Content-Security-Policy", SITE_CSP)
      .header("X-Content-Type-Options", "nosniff")
      .header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!html) return reply.code(404).send(renderSiteNotFound(slug));
    return html;
  });

  app.get("/api/v1/og/products/:productId/:file", { config: { public: true } }, async (request, reply) => {
    const { productId, file } = request.params as { productId: string; file: string };
    const m = /^(\d{1,6})\.svg$/.exec(file);
    if (!/^\d{1,9}$/.test(productId) || !m) return reply.code(404).send({ detail: "Not Found" });
    const row = await db.one<{ title: string | null; niche: string }>(
      `SELECT c.title, n.name AS niche FROM product_contents c JOIN products p ON p.id = c.product_id JOIN niches n ON n.id = p.niche_id
       WHERE c.product_id = $1 AND c.version = $2`,
      [Number(productId), Number(m[1])],
    );
    if (!row) return reply.code(404).send({ detail: "Not Found" });
    reply
      .type("image/svg+xml; charset=utf-8")
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
      .header("Cache-Control", "public, max-age=3600");
    return ogImageSvg(row.title ?? "Producto", row.niche);
  });
}
