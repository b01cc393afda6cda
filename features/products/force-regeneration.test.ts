import { forceGenerateBody, forceRegenerationSetup, resolveTone, runForceRegeneration } from "./force-regeneration";
import { RegenerationOutcomes } from "./regeneration-outcomes";

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

it("sends one call per product, and reports each product's generation as it ends, not the calls' answers", async () => {
  const setup = forceRegenerationSetup(niche);
  if (!setup.ok) throw new Error("setup");
  const calls: string[] = [];
  const products = [1, 2, 3, 4].map((id) => ({ id, amazon_url: `https://amazon.es/dp/${id}`, custom_tone: null }));
  const outcomes = new RegenerationOutcomes(products.map((p) => p.id));
  const refusal = new Error("Producto no encontrado");
  const running = runForceRegeneration(
    products,
    niche,
    { ...setup, apiKey: "key-1" },
    async (key, body) => {
      calls.push(`${key} ${body.url}`);
      if (body.url.endsWith("2")) throw refusal;
    },
    outcomes,
  );
  let settled = false;
  void running.then(() => (settled = true));
  // The calls' answers arrive within a few microtasks.
  while (outcomes.pending.length < 3) await Promise.resolve();
  expect(calls).toEqual(["key-1 https://amazon.es/dp/1", "key-1 https://amazon.es/dp/2", "key-1 https://amazon.es/dp/3", "key-1 https://amazon.es/dp/4"]);
  // Every call was accepted or refused, yet three generations are still running.
  expect(settled).toBe(false);
  expect(outcomes.pending).toEqual([1, 3, 4]);

  outcomes.update({ product_id: 1, status: "completed" });
  outcomes.update({ product_id: 3, status: "failed", error_message: "Límite de la API" });
  outcomes.read({ id: 4, status: "completed" });
  await expect(running).resolves.toEqual({
    succeeded: [1, 4],
    failed: [
      { id: 2, refused: refusal },
      { id: 3, message: "Límite de la API" },
    ],
  });
});
