// A niche site's export: a ZIP of the site's pages that a static host serves as they are, every
// relative link landing on a file of the archive; only for a niche that has a site.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { inflateRawSync } from "node:zlib";
import { posix } from "node:path";
import { cleanup, login, startServer } from "./helpers";
import { nichesContract } from "../../features/niches/contract";
import { SITE_SLUG, siteProducts } from "./support/demo-site";

/** The files of a ZIP archive, read from its central directory. */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString());
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

/** The file a static host serves for a relative link on the page at `file`. */
function target(file: string, href: string): string {
  const resolved = posix.normalize(posix.join(posix.dirname(file), href.split("#")[0]));
  return resolved === "." ? "index.html" : resolved.endsWith("/") || !posix.extname(resolved) ? posix.join(resolved, "index.html") : resolved;
}

describe("a niche site's export", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let token: string;
  const exportOf = (nicheId: number, auth = token) =>
    s.app.inject({ method: "GET", url: nichesContract.siteExport.url({ niche_id: nicheId }), headers: auth ? { authorization: `Bearer ${auth}` } : {} });

  before(async () => {
    s = await startServer({ seedDemo: true });
    token = await login(s.app);
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("unzips into the site's pages, whose relative links all land on its files", async () => {
    const products = await siteProducts(s.ctx.db);
    const res = await exportOf(products[0].niche_id);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers["content-type"], "application/zip");
    assert.equal(res.headers["content-disposition"], `attachment; filename="${SITE_SLUG}-sitio.zip"`);
    const files = unzip(res.rawPayload);
    const articles = products.filter((p) => p.has_content).map((p) => `${p.asin.toLowerCase()}/index.html`);
    assert.deepEqual([...files.keys()].sort(), ["404.html", "index.html", "robots.txt", "sitemap.xml", ...articles].sort());
    assert.equal(files.get("index.html"), (await s.app.inject({ method: "GET", url: `/sites/${SITE_SLUG}/` })).body, "the pages the site serves");
    for (const [file, html] of files) {
      if (!file.endsWith(".html") || file === "404.html") continue;
      const links = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]).filter((href) => !/^(?:https?:|#)/.test(href));
      assert.ok(links.length > 0, file);
      for (const href of links) assert.ok(files.has(target(file, href)), `${file} → ${href}`);
    }
    assert.ok(files.get("sitemap.xml")!.includes("<urlset"));
    assert.ok(files.get("404.html")!.includes("Página no encontrada"));
  });

  it("is not found for a niche without a site or one that does not exist, and asks for credentials", async () => {
    const niche = await s.ctx.db.one<{ id: number }>("SELECT id FROM niches WHERE slug = 'de-gartenwerkzeuge'");
    const none = await exportOf(niche!.id);
    assert.equal(none.statusCode, 404);
    assert.ok(typeof none.json().detail === "string");
    assert.equal((await exportOf(999_999)).statusCode, 404);
    assert.equal((await exportOf((await siteProducts(s.ctx.db))[0].niche_id, "")).statusCode, 401);
  });
});
