import { ApiError } from "@/lib/http/api-error";
import { revokeCreated, revokeUnnamed, type RevocationDeps } from "./credential-revocation";

type Mocked = { [K in keyof RevocationDeps]: jest.Mock<ReturnType<RevocationDeps[K]>, Parameters<RevocationDeps[K]>> };

function deps(names: Awaited<ReturnType<RevocationDeps["namesInUse"]>> = [], overrides: Partial<Mocked> = {}): Mocked {
  return {
    namesInUse: jest.fn(async () => names),
    findClient: jest.fn(async (clientId: string) => (clientId === "cli_a" ? 11 : null)),
    deleteClient: jest.fn(async (_recordId: number) => {}),
    deleteKey: jest.fn(async (_key: string) => {}),
    ...overrides,
  };
}

describe("revokeUnnamed", () => {
  it("deletes the client by its record and the key when no niche names them", async () => {
    const d = deps([{ id: 2, client_id: "cli_b", external_api_key: "ak_b" }]);
    await revokeUnnamed({ clientId: " cli_a ", key: "ak_a" }, d);
    expect(d.deleteClient).toHaveBeenCalledWith(11);
    expect(d.deleteKey).toHaveBeenCalledWith("ak_a");
  });

  it("keeps what another niche still names", async () => {
    const d = deps([{ id: 2, client_id: "cli_a", external_api_key: "ak_a" }]);
    await revokeUnnamed({ clientId: "cli_a", key: "ak_a" }, d);
    expect(d.deleteClient).not.toHaveBeenCalled();
    expect(d.deleteKey).not.toHaveBeenCalled();
  });

  it("counts a client or key already gone as revoked, and asks nothing for empty names", async () => {
    const d = deps([], { deleteKey: jest.fn(async (_key: string) => Promise.reject(new ApiError(404, "API key no encontrada"))) });
    await revokeUnnamed({ clientId: "cli_gone", key: "ak_gone" }, d);
    expect(d.deleteClient).not.toHaveBeenCalled();
    const none = deps();
    await revokeUnnamed({ clientId: "", key: null }, none);
    expect(none.namesInUse).not.toHaveBeenCalled();
  });

  it("revokes the rest and then throws when one removal fails", async () => {
    const d = deps([], { deleteClient: jest.fn(async (_recordId: number) => Promise.reject(new ApiError(502, "caído"))) });
    await expect(revokeUnnamed({ clientId: "cli_a", key: "ak_a" }, d)).rejects.toMatchObject({ status: 502 });
    expect(d.deleteKey).toHaveBeenCalledWith("ak_a");
  });
});

describe("revokeCreated", () => {
  it("deletes what the form created except what the saved niche names", async () => {
    const d = deps();
    const created = { clients: [{ recordId: 1, clientId: "cli_1" }, { recordId: 2, clientId: "cli_2" }], keys: ["ak_1", "ak_2"] };
    await revokeCreated(created, { clientId: "cli_2", key: "ak_1" }, d);
    expect(d.deleteClient.mock.calls).toEqual([[1]]);
    expect(d.deleteKey.mock.calls).toEqual([["ak_2"]]);
  });

  it("deletes everything the form created when nothing was saved", async () => {
    const d = deps();
    await revokeCreated({ clients: [{ recordId: 3, clientId: "cli_3" }], keys: ["ak_3"] }, {}, d);
    expect(d.deleteClient).toHaveBeenCalledWith(3);
    expect(d.deleteKey).toHaveBeenCalledWith("ak_3");
  });
});
