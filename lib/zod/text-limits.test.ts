import { apiClientFormSchema } from "@/features/api-clients/client-form-schema";
import { apiClientCreateSchema, apiClientUpdateSchema } from "@/features/api-clients/schemas";
import { apiKeyCreateSchema } from "@/features/api-keys/schemas";
import { catalogFormSchema } from "@/features/niche-catalog/form-schema";
import { catalogItemCreateSchema, catalogItemUpdateSchema } from "@/features/niche-catalog/request-schemas";
import { nicheToFormValues } from "@/features/niches/niche-form";
import { nicheFormSchema } from "@/features/niches/niche-form-schema";
import { nicheCreateSchema, nicheUpdateSchema } from "@/features/niches/request-schemas";
import type { Niche } from "@/features/niches/schemas";
import { nicheView } from "@/features/niches/secrets";
import { CREDENTIAL_NAME_MAX_LENGTH, NAME_MAX_LENGTH, NICHE_DESCRIPTION_MAX_LENGTH } from "./text-limits";

const fits = "n".repeat(NAME_MAX_LENGTH);
const tooLong = "n".repeat(NAME_MAX_LENGTH + 1);
const credentialFits = "c".repeat(CREDENTIAL_NAME_MAX_LENGTH);
const credentialTooLong = "c".repeat(CREDENTIAL_NAME_MAX_LENGTH + 1);
const niche = nicheToFormValues(nicheView({ id: 1, name: "Café", slug: "es-cafe", affiliate_tag: "cafe-21", is_active: true } as Niche));
const template = { description: "", github_url: "https://github.com/a/b", images: ["/a.png"], is_active: true };

// Each contract and each form, with a name that fits and one that is one character too long.
const cases: [string, (name: string) => { success: boolean }][] = [
  ["niche create body", (name) => nicheCreateSchema.safeParse({ name, affiliate_tag: "t-21" })],
  ["niche update body", (name) => nicheUpdateSchema.safeParse({ name })],
  ["template create body", (name) => catalogItemCreateSchema.safeParse({ name, images: ["/a.png"], github_url: "https://github.com/a/b" })],
  ["template update body", (name) => catalogItemUpdateSchema.safeParse({ name })],
  ["niche edit form", (name) => nicheFormSchema.safeParse({ ...niche, name })],
  ["template form", (name) => catalogFormSchema.safeParse({ ...template, name })],
];

const credentialCases: [string, (name: string) => { success: boolean }][] = [
  ["API client create body", (name) => apiClientCreateSchema.safeParse({ name })],
  ["API client update body", (name) => apiClientUpdateSchema.safeParse({ name })],
  ["API key create body", (name) => apiKeyCreateSchema.safeParse({ name, email: "a@b.es" })],
  ["API client form", (name) => apiClientFormSchema.safeParse({ name, description: "", scopes: ["admin"] })],
];

describe("name length limits", () => {
  it.each(cases)("the %s takes a name of the maximum length and refuses a longer one", (_, parse) => {
    expect(parse(fits).success).toBe(true);
    expect(parse(tooLong).success).toBe(false);
  });

  it.each(credentialCases)("the %s takes a niche's longest name with its prefix and suffix, and refuses a longer one", (_, parse) => {
    expect(parse(`Nicho ${fits} - Client`).success).toBe(true);
    expect(parse(credentialFits).success).toBe(true);
    expect(parse(credentialTooLong).success).toBe(false);
  });

  it("names the length error by its message key in the forms", () => {
    const result = nicheFormSchema.safeParse({ ...niche, name: tooLong });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["nameTooLong"]);
  });

  it("limits a niche's description in its body and its form", () => {
    const description = "d".repeat(NICHE_DESCRIPTION_MAX_LENGTH + 1);
    expect(nicheUpdateSchema.safeParse({ description }).success).toBe(false);
    expect(nicheFormSchema.safeParse({ ...niche, description }).error?.issues.map((i) => i.message)).toEqual(["descriptionTooLong"]);
    expect(nicheUpdateSchema.safeParse({ description: description.slice(1) }).success).toBe(true);
  });
});
