import { createNicheCredentials, removeNicheCredentials, type CredentialDeps } from "./credentials";

function deps(overrides: Partial<CredentialDeps> = {}): CredentialDeps {
  return {
    fetchEmail: jest.fn(async () => "admin@example.com"),
    createApiKey: jest.fn(async () => ({ key: "ak_1" })),
    createApiClient: jest.fn(async () => ({ id: 5, client_id: "cli", client_secret: "sec" })),
    deleteApiKey: jest.fn(async () => {}),
    deleteApiClient: jest.fn(async () => {}),
    onStatus: jest.fn(),
    onError: jest.fn(),
    ...overrides,
  };
}

describe("createNicheCredentials", () => {
  it("creates the API key and a read-only API client named after the niche", async () => {
    const d = deps();
    await expect(createNicheCredentials(" Cafeteras ", d)).resolves.toEqual({
      email: "admin@example.com",
      apiKey: "ak_1",
      clientId: "cli",
      clientSecret: "sec",
      apiClientRecordId: 5,
    });
    expect(d.createApiClient).toHaveBeenCalledWith({
      name: "Nicho Cafeteras - Client",
      description: "API Client para nicho: Cafeteras",
      scopes: ["read"],
    });
    expect(d.createApiKey).toHaveBeenCalledWith({ name: "Nicho Cafeteras - API Key", email: "admin@example.com" });
  });

  it("goes on without a part that failed, and says so", async () => {
    const d = deps({ fetchEmail: jest.fn(async () => Promise.reject(new Error("me"))) });
    const made = await createNicheCredentials("Cafeteras", d);
    expect(made.apiKey).toBeNull();
    expect(made.clientId).toBe("cli");
    expect(d.createApiKey).not.toHaveBeenCalled();
    expect(d.onError).toHaveBeenCalledWith("email", expect.any(Error));
    expect(d.onStatus).toHaveBeenCalledWith("apiKey", "error");
  });
});

describe("removeNicheCredentials", () => {
  it("removes what was made and only logs a removal that fails", async () => {
    const d = deps({ deleteApiClient: jest.fn(async () => Promise.reject(new Error("gone"))) });
    const log = jest.fn();
    await removeNicheCredentials({ email: null, apiKey: "ak_1", clientId: "cli", clientSecret: "s", apiClientRecordId: 5 }, d, log);
    expect(d.deleteApiKey).toHaveBeenCalledWith("ak_1");
    expect(d.deleteApiClient).toHaveBeenCalledWith(5);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
