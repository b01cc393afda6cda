import { catalogFormSchema, type CatalogFormValues } from "./form-schema";
import { emptyCatalogForm, toCreatePayload, toUpdatePayload } from "./form-values";

const valid: CatalogFormValues = {
  name: "  Tienda  ",
  description: "  Una plantilla  ",
  github_url: " https://github.com/acme/tienda ",
  images: ["/a.png"],
  is_active: false,
};

function errorsOf(values: CatalogFormValues): Record<string, string> {
  const result = catalogFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("catalogFormSchema", () => {
  it("reports each rule with its message key", () => {
    expect(errorsOf(emptyCatalogForm())).toEqual({
      name: "nameRequired",
      github_url: "githubRequired",
      images: "imagesRequired",
    });
    expect(errorsOf({ ...valid, github_url: "nope" })).toEqual({ github_url: "githubInvalid" });
    expect(errorsOf({ ...valid, github_url: "https://gitlab.com/x" })).toEqual({ github_url: "githubNotGithub" });
    expect(errorsOf({ ...valid, name: "   " })).toEqual({ name: "nameRequired" });
    expect(errorsOf(valid)).toEqual({});
  });
});

describe("payloads", () => {
  it("trims and never sends is_active on create", () => {
    expect(toCreatePayload(valid)).toEqual({
      name: "Tienda",
      description: "Una plantilla",
      images: ["/a.png"],
      github_url: "https://github.com/acme/tienda",
    });
  });

  it("omits an empty description", () => {
    expect(toCreatePayload({ ...valid, description: "   " })).not.toHaveProperty("description");
  });

  it("sends on update only the fields changed since the form loaded, an emptied description as null", () => {
    const loaded = { ...valid, is_active: true };
    expect(toUpdatePayload(valid, loaded)).toEqual({ is_active: false });
    expect(toUpdatePayload({ ...loaded, description: "  " }, loaded)).toEqual({ description: null });
    expect(toUpdatePayload({ ...loaded, images: ["/b.png", "/a.png"] }, loaded)).toEqual({ images: ["/b.png", "/a.png"] });
    expect(toUpdatePayload(loaded, loaded)).toEqual({});
  });
});
