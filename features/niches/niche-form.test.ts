import type { Niche } from "./schemas";
import { changedFields, formValuesToUpdate, nicheToFormValues } from "./niche-form";
import { nicheFormSchema } from "./niche-form-schema";
import { nicheView } from "./secrets";

const niche = nicheView({ id: 1, name: "Café", slug: "es-cafe", affiliate_tag: "cafe-21", is_active: true, ga_id: null, client_secret: "s3cr3t" } as Niche);

function issues(values: Record<string, unknown>) {
  const result = nicheFormSchema.safeParse({ ...nicheToFormValues(niche), ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("nicheFormSchema", () => {
  it("requires name and affiliate tag", () => {
    expect(issues({ name: "  ", affiliate_tag: "" })).toEqual({ name: "required", affiliate_tag: "required" });
    expect(issues({})).toEqual({});
  });

  it("checks the affiliate tag's format once it is filled in", () => {
    expect(issues({ affiliate_tag: "mi tag con espacios!!" })).toEqual({ affiliate_tag: "affiliateTagFormat" });
    expect(issues({ affiliate_tag: " cafeteras-21 " })).toEqual({});
  });

  it("checks the slug's format when one is typed, and lets an empty one keep the stored slug", () => {
    expect(issues({ slug: "Mi Slug!" })).toEqual({ slug: "slugFormat" });
    expect(issues({ slug: "es-mi-nicho" })).toEqual({});
    expect(issues({ slug: "  " })).toEqual({});
  });

  it("checks every Google format with its message key", () => {
    expect(
      issues({
        ga_id: "G-1",
        gtm_id: "GTM-1",
        google_ads_id: "AW-1",
        google_tag_id: "UA-1",
        adsense_client_id: "ca-pub-1",
        gsc_verification_id: "x",
      }),
    ).toEqual({
      ga_id: "invalidFormat",
      gtm_id: "invalidGtm",
      google_ads_id: "invalidAds",
      google_tag_id: "invalidUa",
      adsense_client_id: "invalidFormat",
      gsc_verification_id: "invalidGsc",
    });
  });
});

describe("form conversions", () => {
  it("turns nulls into empty fields and back, trimming", () => {
    const values = nicheToFormValues(niche);
    expect(values.ga_id).toBe("");
    const body = formValuesToUpdate({ ...values, ga_id: " G-ABCDE12345 ", slug: "" });
    expect(body.ga_id).toBe("G-ABCDE12345");
    expect(body.description).toBeNull();
    expect(body).not.toHaveProperty("slug");
    expect(body.is_active).toBe(true);
  });
});

describe("stored credentials", () => {
  it("start empty: the form holds no credential until the user asks for it", () => {
    expect(nicheToFormValues(niche)).toMatchObject({ client_secret: "", external_api_key: "" });
  });

  it("are left out of the save when neither read nor typed, and cleared when emptied on purpose", () => {
    const values = nicheToFormValues(niche);
    const untouched = formValuesToUpdate(values, ["client_secret"]);
    expect(untouched).not.toHaveProperty("client_secret");
    expect(untouched.external_api_key).toBeNull();
    expect(formValuesToUpdate({ ...values, client_secret: " nuevo " }, []).client_secret).toBe("nuevo");
    expect(formValuesToUpdate(values, []).client_secret).toBeNull();
  });
});

describe("what a save sends", () => {
  const loaded = nicheToFormValues(nicheView({ ...niche, description: "Todo sobre café", keywords: "moka" } as Niche));
  const KEEP = ["client_secret", "external_api_key"] as const;

  it("is only what the edit changed, so fields saved elsewhere meanwhile stay as they are", () => {
    const edited = { ...loaded, affiliate_tag: "cafe-22", description: " Todo sobre café " };
    expect(changedFields(formValuesToUpdate(edited, KEEP), loaded, [])).toEqual({ affiliate_tag: "cafe-22" });
    expect(changedFields(formValuesToUpdate({ ...loaded, keywords: "" }, KEEP), loaded, [])).toEqual({ keywords: null });
    expect(changedFields(formValuesToUpdate({ ...loaded, is_active: false }, KEEP), loaded, [])).toEqual({ is_active: false });
  });

  it("leaves out an empty credential that was empty when loaded: another tab may have stored one since", () => {
    expect(changedFields(formValuesToUpdate(loaded, []), loaded, [])).toEqual({});
    expect(changedFields(formValuesToUpdate({ ...loaded, external_api_key: "nueva" }, []), loaded, [])).toEqual({ external_api_key: "nueva" });
  });

  it("sends a stored credential the form never read exactly as the form decided", () => {
    expect(changedFields(formValuesToUpdate(loaded, ["external_api_key"]), loaded, ["client_secret", "external_api_key"])).toEqual({ client_secret: null });
  });
});
