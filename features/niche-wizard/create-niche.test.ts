import { NicheTakenError, runCreateNiche, WaitAbandonedError, WizardCreateError, type CreateInput, type CreateNicheDeps } from "./create-niche";
import { buildAutomationRequest, buildNichePayload, NO_CREDENTIALS, type WizardCredentials } from "./wizard-data";
import type { WizardValues } from "./wizard-schema";

const values: WizardValues = { marketId: "es", name: " Cafeteras Pro ", slug: "", affiliateTag: "cafe-21", tone: "casual", templateId: 7 };
const template = { id: 7, name: "Tienda", github_url: "https://github.com/acme/tienda" };
const generated: WizardCredentials = { email: "a@b.c", apiKey: "ak_1", clientId: "id", clientSecret: "s", apiClientRecordId: 12 };
const input: CreateInput = {
  name: "Cafeteras Pro",
  slug: "es-cafeteras-pro",
  build: (credentials) => ({
    request: buildAutomationRequest(values, template, credentials),
    niche: buildNichePayload(values, credentials),
  }),
};
const ESPRESSO = { id: 1, name: "Cafeteras Espresso", slug: "es-cafeteras-espresso" };

function deps(overrides: Partial<CreateNicheDeps> = {}): CreateNicheDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    listNiches: jest.fn(async () => (calls.push("list"), [ESPRESSO])),
    createCredentials: jest.fn(async () => (calls.push("credentials"), generated)),
    removeCredentials: jest.fn(async () => void calls.push("remove credentials")),
    startAutomation: jest.fn(async () => (calls.push("start"), "task-1")),
    waitForAutomation: jest.fn(async () => (calls.push("wait"), { nicheId: null, websiteConfig: { siteUrl: "http://x/sites/es/" } })),
    createNiche: jest.fn(async () => (calls.push("create"), { id: 41 })),
    updateNiche: jest.fn(async (id: number) => (calls.push(`update ${id}`), { id })),
    saveVercelData: jest.fn(async (id: number) => calls.push(`vercel ${id}`)),
    remember: jest.fn(() => void calls.push("remember")),
    forget: jest.fn(() => void calls.push("forget")),
    logError: jest.fn(),
    ...overrides,
  };
}

describe("buildAutomationRequest", () => {
  const request = buildAutomationRequest(values, template, NO_CREDENTIALS);
  it("carries the market, trimmed name, slug, tone and the template", () => {
    expect(request.slug).toBe("es-cafeteras-pro");
    expect(request.name).toBe("Cafeteras Pro");
    expect(request.market.countryCode).toBe("ES");
    expect(request.project.selectedProject).toEqual(template);
    expect(request.project.automationCompleted).toBe(false);
    expect(request.apiClient?.description).toBe("API Client para nicho: Cafeteras Pro");
  });

  it("includes generated credentials when there are some", () => {
    const req = buildAutomationRequest(values, template, generated);
    expect(req.apiKey).toEqual({ email: "a@b.c", keyGenerated: true, key: "ak_1" });
    expect(req.apiClient?.credentialsGenerated).toEqual({ clientId: "id", clientSecret: "s" });
    expect(buildNichePayload(values, generated)).toMatchObject({
      external_api_key: "ak_1",
      client_id: "id",
      client_secret: "s",
      mercado: "España",
      default_tone: "casual",
    });
  });
});

describe("runCreateNiche", () => {
  it("checks the name, creates the credentials, starts, waits, creates, then saves the deployment data", async () => {
    const d = deps();
    await expect(runCreateNiche(input, d)).resolves.toBe(41);
    expect(d.calls).toEqual(["list", "credentials", "start", "remember", "wait", "create", "forget", "vercel 41"]);
    expect(d.startAutomation).toHaveBeenCalledWith(expect.objectContaining({ apiKey: { email: "a@b.c", keyGenerated: true, key: "ak_1" } }));
    expect(d.remember).toHaveBeenCalledWith(expect.objectContaining({ taskId: "task-1", existingIds: [1], credentials: generated }));
    expect(d.saveVercelData).toHaveBeenCalledWith(41, { siteUrl: "http://x/sites/es/" });
  });

  it("updates the niche this run's automation created instead of creating a duplicate", async () => {
    const d = deps({ waitForAutomation: jest.fn(async () => ({ nicheId: 9, websiteConfig: null })) });
    await expect(runCreateNiche(input, d)).resolves.toBe(9);
    expect(d.createNiche).not.toHaveBeenCalled();
    expect(d.updateNiche).toHaveBeenCalledWith(9, expect.objectContaining({ slug: "es-cafeteras-pro" }));
  });

  it("never updates a niche that existed before the run, whatever the automation answers", async () => {
    const d = deps({ waitForAutomation: jest.fn(async () => ({ nicheId: ESPRESSO.id, websiteConfig: { siteUrl: "x" } })) });
    const error = await runCreateNiche(input, d).catch((e: unknown) => e);
    expect((error as WizardCreateError).stage).toBe("create");
    expect((error as WizardCreateError).cause).toEqual(new NicheTakenError("existing"));
    expect(d.updateNiche).not.toHaveBeenCalled();
    expect(d.createNiche).not.toHaveBeenCalled();
    expect(d.saveVercelData).not.toHaveBeenCalled();
  });

  it.each([
    ["slug", { ...input, name: "Cafeteras  Espresso", slug: "es-cafeteras-espresso" }],
    ["name", { ...input, name: "cafeteras espresso", slug: "us-cafeteras-espresso" }],
  ] as const)("refuses a taken %s before creating anything", async (conflict, taken) => {
    const d = deps();
    const error = await runCreateNiche(taken, d).catch((e: unknown) => e);
    expect((error as WizardCreateError).stage).toBe("check");
    expect(((error as WizardCreateError).cause as NicheTakenError).conflict).toBe(conflict);
    expect(d.calls).toEqual(["list"]);
  });

  it("only logs a failure to save the deployment data", async () => {
    const d = deps({ saveVercelData: jest.fn(async () => Promise.reject(new Error("boom"))) });
    await expect(runCreateNiche(input, d)).resolves.toBe(41);
    expect(d.logError).toHaveBeenCalled();
  });

  it.each([
    ["start", { startAutomation: jest.fn(async () => Promise.reject(new Error("down"))) }],
    ["automation", { waitForAutomation: jest.fn(async () => Promise.reject(new Error("step 3"))) }],
  ] as const)("removes the credentials of a niche never created when the %s stage fails", async (stageName, override) => {
    const d = deps(override as Partial<CreateNicheDeps>);
    const error = await runCreateNiche(input, d).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WizardCreateError);
    expect((error as WizardCreateError).stage).toBe(stageName);
    expect(d.removeCredentials).toHaveBeenCalledWith(generated);
    expect(d.saveVercelData).not.toHaveBeenCalled();
    expect(d.createNiche).not.toHaveBeenCalled();
  });

  it("keeps the credentials and the run when the page stops following a running automation", async () => {
    const d = deps({ waitForAutomation: jest.fn(async () => Promise.reject(new WaitAbandonedError())) });
    await expect(runCreateNiche(input, d)).rejects.toBeInstanceOf(WizardCreateError);
    expect(d.removeCredentials).not.toHaveBeenCalled();
    expect(d.forget).not.toHaveBeenCalled();
  });

  it("keeps the run for a retry when saving the niche fails", async () => {
    const d = deps({ createNiche: jest.fn(async () => Promise.reject(new Error("409"))) });
    const error = await runCreateNiche(input, d).catch((e: unknown) => e);
    expect((error as WizardCreateError).stage).toBe("create");
    expect(d.forget).not.toHaveBeenCalled();
    expect(d.removeCredentials).not.toHaveBeenCalled();
  });
});
