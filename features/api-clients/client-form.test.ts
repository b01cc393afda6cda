import { apiClientToForm, EMPTY_API_CLIENT_FORM, formToPayload } from "./client-form";
import { apiClientFormSchema } from "./client-form-schema";

describe("apiClientFormSchema", () => {
  it("defaults to the admin scope and requires a name", () => {
    expect(EMPTY_API_CLIENT_FORM.scopes).toEqual(["admin"]);
    const result = apiClientFormSchema.safeParse({ ...EMPTY_API_CLIENT_FORM, name: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["name"], message: "nameRequired" });
  });
  it("requires at least one known scope", () => {
    expect(apiClientFormSchema.safeParse({ name: "a", description: "", scopes: [] }).error?.issues[0].message).toBe(
      "scopesRequired",
    );
    expect(apiClientFormSchema.safeParse({ name: "a", description: "", scopes: ["root"] }).success).toBe(false);
  });
  it("limits name and description length", () => {
    const long = apiClientFormSchema.safeParse({ name: "x".repeat(201), description: "y".repeat(501), scopes: ["read"] });
    expect(long.error?.issues.map((i) => i.message).sort()).toEqual(["descriptionTooLong", "nameTooLong"]);
  });
});

describe("payload mapping", () => {
  it("trims, sends null for an empty description and orders scopes", () => {
    const values = apiClientFormSchema.parse({ name: "  Sitio  ", description: "   ", scopes: ["write", "admin"] });
    expect(formToPayload(values)).toEqual({ name: "Sitio", description: null, scopes: ["admin", "write"] });
  });
  it("fills the edit form from a client, dropping unknown scopes", () => {
    expect(
      apiClientToForm({ id: 1, name: "A", description: null, scopes: ["read", "legacy"], is_active: true, client_id: "c" }),
    ).toEqual({ name: "A", description: "", scopes: ["read"] });
  });
});
