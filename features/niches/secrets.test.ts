import { parse } from "zod/mini";
import { nicheSchema, type Niche } from "./schemas";
import { nicheView } from "./secrets";
import { nicheSecretsSchema } from "./secrets-schema";

const stored = {
  id: 1,
  name: "Cafeteras",
  slug: "es-cafeteras",
  is_active: true,
  client_id: "client-1",
  client_secret: "s3cr3t-value",
  external_api_key: "ak-123456",
  website_content_generated: JSON.stringify({ hero: "..." }),
  vercel_data: JSON.stringify({ siteUrl: "https://cafeteras.example", token: "vercel-deploy-token" }),
} as Niche;

describe("nicheView", () => {
  it("leaves the credentials out and says which are stored", () => {
    const view = nicheView(stored);
    expect(JSON.stringify(view)).not.toMatch(/s3cr3t-value|ak-123456|vercel-deploy-token|hero/);
    expect(view.stored_secrets).toEqual(["client_secret", "external_api_key"]);
    expect(view.client_id).toBe("client-1");
  });

  it("keeps only the site's address of the deployment data", () => {
    expect(JSON.parse(nicheView(stored).vercel_data as string)).toEqual({ siteUrl: "https://cafeteras.example/" });
    expect(nicheView({ ...stored, vercel_data: "{}" }).vercel_data).toBeNull();
    expect(nicheView({ ...stored, vercel_data: undefined }).vercel_data).toBeUndefined();
  });

  it("says nothing is stored when the credentials are empty, and is stable when applied again", () => {
    const bare = nicheView({ ...stored, client_secret: null, external_api_key: "" });
    expect(bare.stored_secrets).toEqual([]);
    expect(nicheView(nicheView(stored))).toEqual(nicheView(stored));
  });
});

describe("nicheSecretsSchema", () => {
  it("reads the external API key and nothing else of a niche, never the client secret", () => {
    const answer = parse(nicheSchema, { ...stored, extra: "x" });
    expect(parse(nicheSecretsSchema, answer)).toEqual({ external_api_key: "ak-123456" });
  });
});
