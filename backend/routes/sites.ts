// Public: generated preview sites (/sites/<slug>/) and og:image placeholders of product content.
// The placeholders are fetched without credentials (the niche sites' social previews, the panel's card
// images): only a caller whose credentials reach the product's niche gets one with the article's title.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import { resolveMarket } from "../../lib/markets/markets";
import { renderSite, renderSiteNotFound } from "../sites/render-site";
import { getSite, listSiteProducts } from "../repos/sites-repo";
import { getSiteNiche } from "../repos/niches-repo";
import { getContentCaption } from "../repos/products-repo";
import { ogImageSvg } from "../content-writer/og-image";
import { matchesEtag, ogImageCache } from "../content-writer/og-image-cache";
import { productsContract } from "../../features/products/contract";
import { contractRoute } from "../contract-routes";
import { principalSeesNiche } from "../niche-scope";
import { API_CLIENT_ID_HEADER, API_CLIENT_SECRET_HEADER } from "../../lib/contract/credential-headers";

const SITE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const site = async (slug: string) => {
    const row = await getSite(db, slug);
    if (!row) return undefined;
    const niche = await getSiteNiche(db, slug);
    const content = row.website_content;
    const market = resolveMarket(niche?.mercado ?? content.market?.countryCode);
    const products = niche ? await listSiteProducts(db, niche.id) : [];
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

  app.get("/sites/:slug", { config: { public: true }, schema: { params: z.object({ slug: z.string() }) } }, async (request, reply) => {
    const slug = request.params.slug;
    const html = await site(slug);
    reply
      .type("text/html; charset=utf-8")
      .header("Content-Security-Policy", SITE_CSP)
      .header("X-Content-Type-Options", "nosniff")
      .header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!html) return reply.code(404).send(renderSiteNotFound(slug));
    return html;
  });

  const { ogImage } = productsContract;
  const ogImageOf = ogImageCache(ogImageSvg);
  app.route({
    ...contractRoute(ogImage, { params: z.object({ product_id: z.string(), file: z.string() }) }),
    config: { public: true },
    handler: async (request, reply) => {
      const { product_id: productId, file } = request.params;
      const m = /^(\d{1,6})\.svg$/.exec(file);
      if (!/^\d{1,9}$/.test(productId) || !m) return reply.code(404).send({ detail: "Not Found" });
      const row = await getContentCaption(db, Number(productId), Number(m[1]));
      if (!row) return reply.code(404).send({ detail: "Not Found" });
      const reader = await app.authenticate(request).catch(() => undefined);
      const captioned = reader !== undefined && principalSeesNiche(reader, row.niche_id);
      const image = captioned ? ogImageOf(row.title ?? "Producto", row.niche) : ogImageOf("", "");
      // The address names a content version, which never changes: the uncaptioned image may be kept for
      // good, anywhere; the captioned one by its reader only.
      reply
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
        .header("Cache-Control", captioned ? "private, no-store" : "public, max-age=31536000, immutable")
        .header("Vary", `Authorization, ${API_CLIENT_ID_HEADER}, ${API_CLIENT_SECRET_HEADER}`)
        .header("ETag", image.etag);
      if (matchesEtag(request.headers["if-none-match"], image.etag)) return reply.code(304).send();
      return reply.type("image/svg+xml; charset=utf-8").send(image.body);
    },
  });
};
