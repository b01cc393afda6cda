import { forceGenerateBody, forceRegenerationSetup, resolveTone, runForceRegeneration } from "./force-regeneration";

const niche = { stored_secrets: ["external_api_key" as const], affiliate_tag: "tag-21", mercado: "España", default_tone: "casual" };

describe("forceRegenerationSetup", () => {
  it("checks key, then tag, then market", () => {
    expect(forceRegenerationSetup({ ...niche, stored_secrets: [] })).toEqual({ ok: false, blocker: "noApiKey" });
    expect(forceRegenerationSetup({ ...niche, affiliate_tag: null })).toEqual({ ok: false, blocker: "noAffiliateTag" });
    expect(forceRegenerationSetup({ ...niche, mercado: "Atlántida" })).toEqual({ ok: false, blocker: "noMarket" });
  });
  it("resolves the market", () => {
    const setup = forceRegenerationSetup(niche);
    expect(setup.ok && setup.market.dominio).toBe("amazon.es");
  });
});

describe("tone and body", () => {
  it("prefers the product tone, then the niche's, then 'profesional'", () => {
    expect(resolveTone({ custom_tone: "formal" }, niche)).toBe("formal");
    expect(resolveTone({ custom_tone: null }, niche)).toBe("casual");
    expect(resolveTone({ custom_tone: "" }, { default_tone: null })).toBe("profesional");
  });
  it("builds the wrapper body from the niche's market", () => {
    const setup = forceRegenerationSetup({ ...niche, mercado: "Alemania" });
    if (!setup.ok) throw new Error("setup");
    expect(forceGenerateBody({ amazon_url: "https://www.amazon.de/dp/B000000001", custom_tone: null }, niche, setup)).toEqual({
      url: "https://www.amazon.de/dp/B000000001",
      affiliate_tag: "tag-21",
      tone: "casual",
      language: "de",
      marketplace_domain: "amazon.de",
    });
  });
});

it("runs one call per product and counts successes and failures", async () => {
  const setup = forceRegenerationSetup(niche);
  if (!setup.ok) throw new Error("setup");
  const calls: string[] = [];
  const progress: number[] = [];
  const products = ["a", "b", "c"].map((x) => ({ amazon_url: `https://amazon.es/dp/${x}`, custom_tone: null }));
  const result = await runForceRegeneration(
    products,
    niche,
    { ...setup, apiKey: "key-1" },
    async (key, body) => {
      calls.push(`${key} ${body.url}`);
      if (body.url.endsWith("b")) throw new Error("boom");
    },
    (done) => progress.push(done),
  );
  expect(calls).toEqual(["key-1 https://amazon.es/dp/a", "key-1 https://amazon.es/dp/b", "key-1 https://amazon.es/dp/c"]);
  expect(progress).toEqual([1, 2, 3]);
  expect(result.succeeded).toBe(2);
  expect(result.failed).toBe(1);
  expect(result.errors).toHaveLength(1);
});
