import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, cleanup, login, startServer } from "./helpers";
import { writeProductArticle, type ArticleInput } from "../content-writer/product-article";
import { productNameFromUrl } from "../content-writer/product-name";
import { ogImageSvg } from "../content-writer/og-image";
import { truncateAtWord } from "../content-writer/truncate-at-word";
import { writeWebsiteContent } from "../content-writer/website-content";
import { renderSite } from "../sites/render-site";
import { indexOf, siteViewOf } from "./support/site-view";
import { resolveMarket, type Market } from "../../lib/markets/markets";
import { NICHES_PATH, productsPaths } from "../../tests/support/api-paths";

function market(id: string): Market {
  const found = resolveMarket(id);
  assert.ok(found, id);
  return found;
}

function article(id: string, overrides: Partial<ArticleInput> = {}) {
  const m = market(id);
  return writeProductArticle({
    productId: 1,
    asin: "B0WRITER01",
    amazonUrl: `https://www.${m.dominio}/dp/B0WRITER01`,
    productName: "Cafetera Moka",
    nicheName: "Cafeteras",
    tone: "profesional",
    language: m.lang,
    affiliateTag: "cafe-21",
    marketplaceDomain: m.dominio,
    market: m,
    version: 1,
    ...overrides,
  });
}

function site(id: string, name = "Cafeteras Premium") {
  return writeWebsiteContent({ name, slug: "cafeteras-premium", tone: "casual", affiliateTag: "cafe-21", market: market(id) });
}

/** Each language's own summary heading, its market row and its site disclosure. */
const LANGUAGES: [market: string, lang: string, summary: string, marketRow: string, disclosure: RegExp][] = [
  ["es", "es", "## Resumen rápido", "| Mercado | España |", /^Como afiliado de Amazon/],
  ["mx", "es", "## Resumen rápido", "| Mercado | México |", /^Como afiliado de Amazon/],
  ["us", "en", "## Quick summary", "| Market | United States |", /^As an Amazon Associate/],
  ["uk", "en", "## Quick summary", "| Market | United Kingdom |", /^As an Amazon Associate/],
  ["de", "de", "## Kurzüberblick", "| Markt | Deutschland |", /^Als Amazon-Partner/],
  ["it", "it", "## Riepilogo rapido", "| Mercato | Italia |", /^In qualità di Affiliato Amazon/],
  ["fr", "fr", "## En bref", "| Marché | France |", /^En tant que Partenaire Amazon/],
  ["br", "pt", "## Resumo rápido", "| Mercado | Brasil |", /^Como Associado da Amazon/],
  ["jp", "ja", "## 概要", "| 市場 | 日本 |", /^Amazonのアソシエイトとして/],
  ["ae", "ar", "## ملخص سريع", "| السوق | الإمارات العربية المتحدة |", /^بصفتنا شركاء في برنامج Amazon Associates/],
  ["sa", "ar", "## ملخص سريع", "| السوق | المملكة العربية السعودية |", /^بصفتنا شركاء في برنامج Amazon Associates/],
];

describe("template writer: languages", () => {
  for (const [id, lang, summary, marketRow, disclosure] of LANGUAGES) {
    it(`writes the ${id} market's article and site in its language (${lang})`, () => {
      const written = article(id);
      assert.equal(written.metadata.language, lang);
      assert.ok(written.content.includes(summary), written.content);
      assert.ok(written.content.includes(marketRow), written.content);
      if (lang !== "en") assert.doesNotMatch(written.content, /Quick summary|Check price on Amazon|This article contains affiliate links/);
      const content = site(id);
      assert.equal(content.language, lang);
      assert.match(content.disclosure, disclosure);
      assert.ok(renderSite(siteViewOf(content, { name: "Cafeteras", tone: "casual", affiliateTag: null }), indexOf([])).includes(`<html lang="${lang}"`));
    });
  }

  it("writes English for a market whose language it does not have, and says nothing of it", () => {
    for (const id of ["nl", "se", "pl", "cn"]) {
      const written = article(id);
      assert.equal(written.metadata.language, "en");
      assert.ok(written.content.includes("## Quick summary"));
      assert.doesNotMatch(written.content, /english|inglés|language|idioma|translat|traduc/i);
      assert.equal(site(id).language, "en");
    }
  });

  it("gives the niche sites of Japan and the Emirates their own description and keywords, the Arabic one right to left", () => {
    const japan = site("jp", "コーヒーメーカー");
    assert.equal(japan.description, "日本市場のお客様向けに、コーヒーメーカーのガイド、レビュー、比較をお届けします。amazon.co.jpへの直接リンク付き。");
    assert.deepEqual(japan.keywords, ["コーヒーメーカー", "コーヒーメーカー おすすめ", "コーヒーメーカー レビュー", "コーヒーメーカー 購入", "コーヒーメーカー セール"]);
    const emirates = site("ae", "آلات القهوة");
    assert.equal(emirates.description, "أدلة ومراجعات ومقارنات آلات القهوة للمتسوقين في سوق الإمارات العربية المتحدة، مع روابط مباشرة إلى amazon.ae.");
    assert.deepEqual(emirates.keywords, ["آلات القهوة", "أفضل آلات القهوة", "مراجعات آلات القهوة", "شراء آلات القهوة", "عروض آلات القهوة"]);
    const page = renderSite(siteViewOf(emirates, { name: "آلات القهوة", tone: "casual", affiliateTag: null }), indexOf([]));
    assert.ok(page.includes('<html lang="ar" dir="rtl">'));
    assert.ok(!renderSite(siteViewOf(japan, { name: "x", tone: "casual", affiliateTag: null }), indexOf([])).includes("dir="));
  });

  it("writes every tone and version in German without a placeholder left", () => {
    for (const tone of ["profesional", "casual", "informal", "formal", "técnico", "tecnico", "otro"]) {
      for (const version of [1, 2, 3, 4]) {
        const written = article("de", { tone, version });
        assert.doesNotMatch(written.content, /undefined|\{\w+\}/);
        assert.ok(written.content.includes("## Fazit"));
      }
    }
  });

  it("the preview site speaks its content's language", () => {
    const page = renderSite(siteViewOf(site("de"), { name: "Kaffee", tone: "casual", affiliateTag: null, mercado: "Alemania" }), indexOf([
      { id: 1, name: null, product_name: null, content_title: "Espressokocher", amazon_url: "https://www.amazon.de/dp/B0WRITER01", asin: "B0WRITER01" },
    ]));
    for (const words of ["Auf Amazon ansehen", "Ausgewählte Produkte", "Häufige Fragen", "Markt: 🇩🇪 Deutschland"]) assert.ok(page.includes(words), words);
    assert.doesNotMatch(page, /View on Amazon|Featured products|Ver en Amazon/);
  });
});

describe("template writer: product names", () => {
  it("keeps the decimal point Amazon's slug turned into a hyphen, in the marketplace's notation", () => {
    assert.equal(productNameFromUrl("https://www.amazon.com/Adjustable-Dumbbells-Pair-52-5-lb/dp/B0DECIMAL1"), "Adjustable Dumbbells Pair 52.5 lb");
    assert.equal(productNameFromUrl("https://www.amazon.de/Kurzhantel-Set-2-5kg-Gusseisen/dp/B0DECIMAL1"), "Kurzhantel Set 2,5kg Gusseisen");
    assert.equal(productNameFromUrl("https://www.amazon.es/Cafetera-Italiana-1-5-L/dp/B0DECIMAL1"), "Cafetera Italiana 1,5 L");
    assert.equal(productNameFromUrl("https://www.amazon.co.uk/Kettle-1-7-Litre/dp/B0DECIMAL1"), "Kettle 1.7 Litre");
    assert.equal(productNameFromUrl("https://www.amazon.it/Monitor-27-5-pollici/dp/B0DECIMAL1"), "Monitor 27,5 pollici");
  });

  it("leaves numbers that are not one number alone", () => {
    assert.equal(productNameFromUrl("https://www.amazon.com/Batteries-AA-2-Pack/dp/B0DECIMAL1"), "Batteries AA 2 Pack");
    assert.equal(productNameFromUrl("https://www.amazon.com/Tent-4-6-Person/dp/B0DECIMAL1"), "Tent 4 6 Person");
    assert.equal(productNameFromUrl("https://www.amazon.com/Cable-USB-C-2-Meters/dp/B0DECIMAL1"), "Cable USB C 2 Meters");
  });

  it("writes the decimal into the article", () => {
    const name = productNameFromUrl("https://www.amazon.com/Adjustable-Dumbbells-Pair-52-5-lb/dp/B0DECIMAL1");
    const written = article("us", { productName: name });
    assert.ok(written.content.includes("Adjustable Dumbbells Pair 52.5 lb"));
    assert.doesNotMatch(written.content, /52 5 lb/);
  });
});

/** `cut` ends with "…" after whole words of `full`. */
function assertCutAtWord(cut: string, full: string, max: number) {
  assert.ok(Array.from(cut).length <= max, `${cut} is longer than ${max}`);
  assert.ok(cut.endsWith("…"), cut);
  const kept = cut.slice(0, -1);
  assert.ok(full.startsWith(kept), `${kept} is not the start of ${full}`);
  assert.match(full.slice(kept.length), /^[\s|,;:]/, `${cut} ends inside a word of ${full}`);
}

describe("template writer: shortened titles", () => {
  it("ends a shortened text at a word, with an ellipsis", () => {
    assert.equal(truncateAtWord("Cafeteras", 20), "Cafeteras");
    assert.equal(truncateAtWord("Cafeteras italianas de aluminio", 20), "Cafeteras italianas…");
    assert.equal(truncateAtWord("Cafeteras | Guía completa", 13), "Cafeteras…");
    assert.equal(truncateAtWord("Supercalifragilístico", 10), "Supercali…");
    assert.equal(truncateAtWord("Café\u00a0: guía de compra", 12), "Café\u00a0: guía…");
  });

  it("cuts the site's title and description at a word", () => {
    const name = "Cafeteras espresso superautomáticas profesionales";
    for (const id of ["es", "us", "de", "fr"]) {
      const content = site(id, name);
      assertCutAtWord(content.seo.title, `${name} | ${content.tagline}`, 70);
      assert.ok(Array.from(content.seo.description).length <= 160);
      if (content.seo.description !== content.description) assertCutAtWord(content.seo.description, content.description, 160);
    }
  });

  it("cuts the article's SEO title and description at a word", () => {
    const productName = "Cafetera espresso superautomática con molinillo integrado y espumador";
    for (const id of ["es", "us", "de"]) {
      const written = article(id, { productName });
      assertCutAtWord(written.metadata.meta_title, written.title, 60);
      assert.ok(Array.from(written.metadata.meta_description).length <= 160);
    }
  });

  it("ends the og:image's last line at a word", () => {
    const title = "Cafetera espresso superautomática con molinillo integrado, espumador de leche, pantalla táctil y conexión wifi para el móvil";
    const lines = [...ogImageSvg(title, "Cafeteras").matchAll(/font-weight="700" fill="#fff">([^<]*)</g)].map((m) => m[1]);
    assert.equal(lines.length, 3);
    assertCutAtWord(lines.join(" "), title, title.length);
  });
});

describe("template writer: through the generation pipeline", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;

  before(async () => {
    s = await startServer();
    a = api(s.app, await login(s.app));
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("a German niche's product gets a German article with its decimals", async () => {
    const niche = await a.post(NICHES_PATH, { name: "Hanteln", affiliate_tag: "hantel-21", mercado: "Alemania" });
    assert.equal(niche.status, 201, JSON.stringify(niche.body));
    const product = await a.post(productsPaths.ofNiche(niche.body.id), { amazon_url: "https://www.amazon.de/Kurzhantel-Set-2-5-kg/dp/B0WRITERDE" });
    assert.equal(product.status, 201, JSON.stringify(product.body));
    assert.equal((await a.post(productsPaths.triggerGeneration(product.body.id))).status, 202);
    await s.ctx.generation.whenIdle();
    const latest = await a.get(productsPaths.latestContent(product.body.id));
    assert.equal(latest.status, 200, JSON.stringify(latest.body));
    const content = latest.body.content as string;
    assert.ok(content.includes("## Kurzüberblick"), content);
    assert.ok(content.includes("| Markt | Deutschland |"), content);
    assert.ok(content.includes("Kurzhantel Set 2,5 kg"), content);
    assert.equal(latest.body.content_metadata.language, "de");
  });
});
