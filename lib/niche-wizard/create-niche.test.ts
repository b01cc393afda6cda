import { runCreateNiche, WizardCreateError, type CreateNicheDeps } from "./create-niche";
import { buildAutomationRequest, buildNichePayload, NO_CREDENTIALS } from "./wizard-data";
import type { WizardValues } from "./wizard-schema";

const values: WizardValues = { marketId: "es", name: " Cafeteras Pro ", affiliateTag: "cafe-21", tone: "casual", templateId: 7 };
const template = { id: 7, name: "Tienda", github_url: "https://github.com/acme/tienda" };
const input = {
  request: buildAutomationRequest(values, template, NO_CREDENTIALS),
  niche: buildNichePayload(values, NO_CREDENTIALS),
};

function deps(overrides: Partial<CreateNicheDeps> = {}): CreateNicheDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    startAutomation: jest.fn(async () => (calls.push("start"), "task-1")),
    waitForAutomation: jest.fn(async () => (calls.push("wait"), { nicheId: null, websiteConfig: { siteUrl: "http://x/sites/es/" } })),
    createNiche: jest.fn(async () => (calls.push("create"), { id: 41 })),
    updateNiche: jest.fn(async (id: number) => (calls.push(`update ${id}`), { id })),
    saveVercelData: jest.fn(async (id: number) => calls.push(`vercel ${id}`)),
    logError: jest.fn(),
    ...overrides,
  };
}

describe("buildAutomationRequest", () => {
  it("carries the market, trimmed name, slug, tone and the template", () => {
    expect(input.request.slug).toBe("es-cafeteras-pro");
    expect(input.request.name).toBe("Cafeteras Pro");
    expect(input.request.market.countryCode).toBe("ES");
    expect(input.request.project.selectedProject).toEqual(template);
    expect(input.request.project.automationCompleted).toBe(false);
    expect(input.request.apiClient?.description).toBe("API Client para nicho: Cafeteras Pro");
  });

  it("includes generated credentials when there are some", () => {
    const req = buildAutomationRequest(values, template, { email: "a@b.c", apiKey: "ak_1", clientId: "id", clientSecret: "s" });
    expect(req.apiKey).toEqual({ email: "a@b.c", keyGenerated: true, key: "ak_1" });
    expect(req.apiClient?.credentialsGenerated).toEqual({ clientId: "id", clientSecret: "s" });
    expect(buildNichePayload(values, { email: "a@b.c", apiKey: "ak_1", clientId: "id", clientSecret: "s" })).toMatchObject({
      external_api_key: "ak_1",
      client_id: "id",
      client_secret: "s",
      mercado: "España",
      default_tone: "casual",
    });
  });
});

describe("runCreateNiche", () => {
  it("starts, waits, creates, then saves the deployment data", async () => {
    const d = deps();
    await expect(runCreateNiche(input, d)).resolves.toBe(41);
    expect(d.calls).toEqual(["start", "wait", "create", "vercel 41"]);
    expect(d.saveVercelData).toHaveBeenCalledWith(41, { siteUrl: "http://x/sites/es/" });
  });

  it("updates the niche the automation already created instead of creating a duplicate", async () => {
    const d = deps({ waitForAutomation: jest.fn(async () => ({ nicheId: 9, websiteConfig: null })) });
    await expect(runCreateNiche(input, d)).resolves.toBe(9);
    expect(d.createNiche).not.toHaveBeenCalled();
    expect(d.updateNiche).toHaveBeenCalledWith(9, input.niche);
    expect(d.saveVercelData).not.toHaveBeenCalled();
  });

  it("only logs a failure to save the deployment data", async () => {
    const d = deps({ saveVercelData: jest.fn(async () => Promise.reject(new Error("boom"))) });
    await expect(runCreateNiche(input, d)).resolves.toBe(41);
    expect(d.logError).toHaveBeenCalled();
  });

  it.each([
    ["start", { startAutomation: jest.fn(async () => Promise.reject(new Error("down"))) }],
    ["automation", { waitForAutomation: jest.fn(async () => Promise.reject(new Error("step 3"))) }],
    ["create", { createNiche: jest.fn(async () => Promise.reject(new Error("409"))) }],
  ] as const)("reports the %s stage when it fails", async (stageName, override) => {
    const d = deps(override as Partial<CreateNicheDeps>);
    const error = await runCreateNiche(input, d).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WizardCreateError);
    expect((error as WizardCreateError).stage).toBe(stageName);
    expect(d.saveVercelData).not.toHaveBeenCalled();
  });
});
