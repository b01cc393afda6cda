import { validateGoogleField } from "./google-validators";

describe("validateGoogleField", () => {
  it.each([
    ["ga_id", "G-ABCDE12345"],
    ["gtm_id", "GTM-AB12CD3"],
    ["adsense_client_id", "ca-pub-1234567890123456"],
    ["google_ads_id", "AW-1234567890"],
    ["google_tag_id", "UA-12345678-1"],
    ["google_tag_id", "UA-12345678-12"],
    ["gsc_verification_id", "google-site-verification=abc123"],
  ] as const)("%s accepts %s (also padded with spaces)", (field, value) => {
    expect(validateGoogleField(field, value)).toBeNull();
    expect(validateGoogleField(field, `  ${value} `)).toBeNull();
  });

  it.each([
    ["ga_id", "G-abcde12345", "invalidFormat"],
    ["ga_id", "G-ABCDE1234", "invalidFormat"],
    ["ga_id", "UA-ABCDE12345", "invalidFormat"],
    ["gtm_id", "GTM-AB12CD", "invalidGtm"],
    ["gtm_id", "GTM-AB12CD34", "invalidGtm"],
    ["adsense_client_id", "ca-pub-123", "invalidFormat"],
    ["adsense_client_id", "pub-1234567890123456", "invalidFormat"],
    ["google_ads_id", "AW-123456789", "invalidAds"],
    ["google_ads_id", "AW-12345678AB", "invalidAds"],
    ["google_tag_id", "UA-1234567-1", "invalidUa"],
    ["google_tag_id", "UA-12345678", "invalidUa"],
    ["gsc_verification_id", "abc123", "invalidGsc"],
    ["gsc_verification_id", "google-site-verification:abc", "invalidGsc"],
  ] as const)("%s rejects %s", (field, value, key) => {
    expect(validateGoogleField(field, value)).toBe(key);
  });

  it("treats empty and missing values as not set", () => {
    expect(validateGoogleField("ga_id", "")).toBeNull();
    expect(validateGoogleField("gtm_id", "   ")).toBeNull();
    expect(validateGoogleField("google_ads_id", null)).toBeNull();
    expect(validateGoogleField("google_tag_id", undefined)).toBeNull();
  });
});
