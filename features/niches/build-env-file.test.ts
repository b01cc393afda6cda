import { buildEnvFile, DEFAULT_SITE_URL } from "./build-env-file";

const bare = { slug: "es-cafeteras" };

describe("buildEnvFile", () => {
  it("writes the fixed set with the current host, production mode, timeout and consent flag", () => {
    const env = buildEnvFile(bare, "https://panel.example.com/");
    expect(env.text).toBe(
      [
        "NODE_ENV=production",
        "NEXT_PUBLIC_API_BASE_URL=https://panel.example.com/api/v1",
        "NEXT_PUBLIC_API_URL=https://panel.example.com/api/v1",
        "NEXT_PUBLIC_API_TIMEOUT=10000",
        `NEXT_PUBLIC_SITE_URL=${DEFAULT_SITE_URL}`,
        "NEXT_PUBLIC_NICHE_SLUG=es-cafeteras",
        "NEXT_PUBLIC_SITE_ID=es-cafeteras",
        "NEXT_PUBLIC_CONSENT_MODE=true",
        "",
      ].join("\n"),
    );
    expect(DEFAULT_SITE_URL).toBe("http://localhost:3002");
  });

  it("uses the deployed site URL when there is one", () => {
    const env = buildEnvFile({ ...bare, vercel_data: JSON.stringify({ vercelUrl: "https://cafe.vercel.app" }) }, "http://x");
    expect(env.variables.find((v) => v.key === "NEXT_PUBLIC_SITE_URL")?.value).toBe("https://cafe.vercel.app/");
  });

  it("adds optional variables only when non-empty, secrets flagged", () => {
    const env = buildEnvFile(
      {
        ...bare,
        client_id: "cid",
        ga_id: "G-ABCDE12345",
        gtm_id: "  ",
        google_tag_id: null,
        google_ads_id: "AW-1234567890",
        adsense_client_id: "ca-pub-1234567890123456",
        gsc_verification_id: "google-site-verification=abc",
        external_api_key: "key-1",
      },
      "http://localhost:3000",
    );
    const keys = env.variables.map((v) => v.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "API_CLIENT_ID",
        "API_CLIENT_SECRET",
        "NEXT_PUBLIC_GA_ID",
        "NEXT_PUBLIC_GOOGLE_ADS_ID",
        "NEXT_PUBLIC_ADSENSE_CLIENT_ID",
        "NEXT_PUBLIC_GSC_VERIFICATION",
        "DASHBOARD_API_KEY",
      ]),
    );
    expect(keys).not.toContain("NEXT_PUBLIC_GTM_ID");
    expect(keys).not.toContain("NEXT_PUBLIC_GOOGLE_TAG_ID");
    expect(env.variables.filter((v) => v.secret).map((v) => v.key)).toEqual(["API_CLIENT_ID", "DASHBOARD_API_KEY"]);
    expect(env.text).toContain("NEXT_PUBLIC_GSC_VERIFICATION=google-site-verification=abc\n");
  });

  it("leaves the client secret empty beside the client id, with the note above it, and never writes one", () => {
    const niche = { ...bare, client_id: "cid", client_secret: "no-debe-salir" } as Parameters<typeof buildEnvFile>[0];
    const env = buildEnvFile(niche, "http://h", "Pega aquí el secreto");
    expect(env.text).toContain("API_CLIENT_ID=cid\n# Pega aquí el secreto\nAPI_CLIENT_SECRET=\n");
    expect(env.text).not.toContain("no-debe-salir");
    expect(env.variables.find((v) => v.key === "API_CLIENT_SECRET")).toEqual({ key: "API_CLIENT_SECRET", value: "", secret: false, note: "Pega aquí el secreto" });
    expect(buildEnvFile(bare, "http://h", "nota").text).not.toContain("API_CLIENT_SECRET");
  });

  it("quotes values a dotenv parser would misread", () => {
    const env = buildEnvFile({ ...bare, external_api_key: "a b#c" }, "http://h");
    expect(env.text).toContain('DASHBOARD_API_KEY="a b#c"');
  });
});
