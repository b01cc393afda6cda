// Public: the niche sites (/sites/<slug>/: index pages, articles, sitemap, robots, their own 404)
// and og:image placeholders of product content; with credentials, a site's ZIP export. The placeholders are fetched without credentials (the niche sites' social previews, the panel's card
// images): only a caller whose credentials reach the product's niche gets one with the article's title.
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import { renderNoSite } from "../sites/render-not-found";
import { sitePage, type SiteAddress, type SitePage } from "../sites/site-pages";
import { siteFiles } from "../sites/site-export";
import { zipStream } from "../sites/zip-writer";
import { getNicheSiteSlug } from "../repos/sites-repo";
import { getContentCaption } from "../repos/products-repo";
import { ogImageSvg } from "../content-writer/og-image";
import { matchesEtag, ogImageCache } from "../content-writer/og-image-cache";
import { productsContract } from "../../features/products/contract";
import { nichesContract } from "../../features/niches/contract";
import { contractRoute } from "../contract-routes";
import { notFound } from "../http-errors";
import { principalSeesNiche, seesNiche } from "../niche-scope";
import { API_CLIENT_ID_HEADER, API_CLIENT_SECRET_HEADER } from "../../lib/contract/credential-headers";

// Images: the site's own, data URLs, and the https images the articles show (as the viewer does).
const SITE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** Whether the conditional request's validators still match the page: If-None-Match first, as HTTP says. */
function stillFresh(request: FastifyRequest, page: SitePage): boolean {
  const match = request.headers["if-none-match"];
  if (match !== undefined) return matchesEtag(match, page.etag);
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return page.datesSeeEveryChange && !Number.isNaN(since) && Math.floor(page.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const baseUrl = ctx.config.publicBaseUrl;

  async function send(request: FastifyRequest, reply: FastifyReply, slug: string, address: SiteAddress) {
    reply
      .header("Content-Security-Policy", SITE_CSP)
      .header("X-Content-Type-Options", "nosniff")
      .header("Referrer-Policy", "strict-origin-when-cross-origin");
    // Relative links resolve against a folder: a page is always asked for with its closing slash.
    const [path, query] = request.url.split("?");
    if ((address.kind === "index" || address.kind === "article") && !path.endsWith("/")) {
      return reply.redirect(`${path}/${query === undefined ? "" : `?${query}`}`, 301);
    }
    const page = await sitePage(db, baseUrl, slug, address);
    if (!page) return reply.code(404).type("text/html; charset=utf-8").send(renderNoSite(slug));
    // Every request checks the rows again: a change shows at the next one.
    reply.header("ETag", page.etag).header("Last-Modified", page.lastModified.toUTCString()).header("Cache-Control", "no-cache");
    if (page.status === 200 && stillFresh(request, page)) return reply.code(304).send();
    return reply.code(page.status).type(page.type).send(page.body());
  }

  const open = { config: { public: true } };
  const slugParam = z.object({ slug: z.string() });
  app.get("/sites/:slug", { ...open, schema: { params: slugParam } }, (request, reply) => send(request, reply, request.params.slug, { kind: "index", page: 1 }));
  app.get("/sites/:slug/sitemap.xml", { ...open, schema: { params: slugParam } }, (request, reply) => send(request, reply, request.params.slug, { kind: "sitemap" }));
  app.get("/sites/:slug/robots.txt", { ...open, schema: { params: slugParam } }, (request, reply) => send(request, reply, request.params.slug, { kind: "robots" }));
  app.get("/sites/:slug/pagina/:page", { ...open, schema: { params: z.object({ slug: z.string(), page: z.string() }) } }, (request, reply) => {
    const page = /^[1-9]\d{0,5}$/.test(request.params.page) ? Number(request.params.page) : 0;
    return send(request, reply, request.params.slug, page > 1 ? { kind: "index", page } : { kind: "missing" });
  });
  app.get("/sites/:slug/:path", { ...open, schema: { params: z.object({ slug: z.string(), path: z.string() }) } }, (request, reply) =>
    send(request, reply, request.params.slug, { kind: "article", path: request.params.path }),
  );
  app.get("/sites/:slug/*", { ...open, schema: { params: z.object({ slug: z.string() }).passthrough() } }, (request, reply) =>
    send(request, reply, request.params.slug, { kind: "missing" }),
  );

  app.route({
    ...contractRoute(nichesContract.siteExport),
    config: { nicheScoped: true },
    handler: async (request, reply) => {
      const id = request.params.niche_id;
      const slug = seesNiche(request, id) ? await getNicheSiteSlug(db, id) : undefined;
      const files = slug === undefined ? undefined : await siteFiles(db, baseUrl, slug);
      if (!slug || !files) throw notFound("El nicho no tiene sitio");
      return reply
        .type("application/zip")
        .header("Content-Disposition", `attachment; filename="${slug}-sitio.zip"`)
        .send(Readable.from(zipStream(files)));
    },
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
