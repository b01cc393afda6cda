// Pure: the .env file a niche's website needs.
//
// Variables (always present):
//   NODE_ENV=production                      build mode of the site
//   NEXT_PUBLIC_API_BASE_URL                 this panel's API: {current origin}/api/v1
//   NEXT_PUBLIC_API_URL                      same base, for site templates that read this name
//   NEXT_PUBLIC_API_TIMEOUT=10000            API timeout in milliseconds
//   NEXT_PUBLIC_SITE_URL                     deployed site URL, else http://localhost:3002
//   NEXT_PUBLIC_NICHE_SLUG                   the niche's slug
//   NEXT_PUBLIC_SITE_ID                      the niche's slug as the site id
//   NEXT_PUBLIC_CONSENT_MODE=true            Google consent mode on
// Only when the niche has a non-empty value:
//   API_CLIENT_ID                            API client id (server-side only: no NEXT_PUBLIC_)
//   API_CLIENT_SECRET                        left empty beside API_CLIENT_ID, after a comment (`secretNote`):
//                                            the secret is shown once, when generated, never read back
//   NEXT_PUBLIC_GA_ID                        GA4 measurement id
//   NEXT_PUBLIC_GTM_ID                       Tag Manager container
//   NEXT_PUBLIC_GOOGLE_TAG_ID                legacy Universal Analytics tag
//   NEXT_PUBLIC_GOOGLE_ADS_ID                Google Ads conversion id
//   NEXT_PUBLIC_ADSENSE_CLIENT_ID            AdSense publisher id
//   NEXT_PUBLIC_GSC_VERIFICATION             Search Console verification
//   DASHBOARD_API_KEY                        the niche's external API key (server-side only)
import type { Niche } from "./schemas";
import { resolveSiteUrl } from "./site-url";

export const DEFAULT_SITE_URL = "http://localhost:3002";
export const API_TIMEOUT_MS = 10000;

export interface EnvVariable {
  key: string;
  value: string;
  /** Credentials: shown masked by the UI. */
  secret: boolean;
  /** The niche field a credential comes from. */
  field?: keyof EnvSource;
  /** A value the file leaves for the user to fill in, explained in a comment line above it. */
  note?: string;
}

export interface EnvFile {
  variables: EnvVariable[];
  /** The whole file, one KEY=value per line, ending with a newline. */
  text: string;
}

export type EnvSource = Pick<
  Niche,
  | "slug"
  | "client_id"
  | "ga_id"
  | "gtm_id"
  | "google_tag_id"
  | "google_ads_id"
  | "adsense_client_id"
  | "gsc_verification_id"
  | "external_api_key"
  | "vercel_data"
>;

const OPTIONAL: { key: string; field: keyof EnvSource; secret: boolean }[] = [
  // Masked as the credentials card masks it.
  { key: "API_CLIENT_ID", field: "client_id", secret: true },
  { key: "NEXT_PUBLIC_GA_ID", field: "ga_id", secret: false },
  { key: "NEXT_PUBLIC_GTM_ID", field: "gtm_id", secret: false },
  { key: "NEXT_PUBLIC_GOOGLE_TAG_ID", field: "google_tag_id", secret: false },
  { key: "NEXT_PUBLIC_GOOGLE_ADS_ID", field: "google_ads_id", secret: false },
  { key: "NEXT_PUBLIC_ADSENSE_CLIENT_ID", field: "adsense_client_id", secret: false },
  { key: "NEXT_PUBLIC_GSC_VERIFICATION", field: "gsc_verification_id", secret: false },
  { key: "DASHBOARD_API_KEY", field: "external_api_key", secret: true },
];

/** Quotes a value only when a dotenv parser would otherwise misread it. */
function formatValue(value: string): string {
  return /[\s#"'\\]/.test(value) ? JSON.stringify(value) : value;
}

/**
 * `origin` is the panel's current origin (e.g. window.location.origin), without a trailing slash;
 * `secretNote` is the comment written above the empty API_CLIENT_SECRET.
 */
export function buildEnvFile(niche: EnvSource, origin: string, secretNote = ""): EnvFile {
  const apiBase = `${origin.replace(/\/+$/, "")}/api/v1`;
  const variables: EnvVariable[] = [
    { key: "NODE_ENV", value: "production", secret: false },
    { key: "NEXT_PUBLIC_API_BASE_URL", value: apiBase, secret: false },
    { key: "NEXT_PUBLIC_API_URL", value: apiBase, secret: false },
    { key: "NEXT_PUBLIC_API_TIMEOUT", value: String(API_TIMEOUT_MS), secret: false },
    { key: "NEXT_PUBLIC_SITE_URL", value: resolveSiteUrl(niche.vercel_data) ?? DEFAULT_SITE_URL, secret: false },
    { key: "NEXT_PUBLIC_NICHE_SLUG", value: niche.slug, secret: false },
    { key: "NEXT_PUBLIC_SITE_ID", value: niche.slug, secret: false },
    { key: "NEXT_PUBLIC_CONSENT_MODE", value: "true", secret: false },
  ];
  for (const { key, field, secret } of OPTIONAL) {
    const value = niche[field];
    if (typeof value === "string" && value.trim()) variables.push({ key, value: value.trim(), secret, ...(secret ? { field } : {}) });
    if (field === "client_id" && typeof value === "string" && value.trim()) {
      variables.push({ key: "API_CLIENT_SECRET", value: "", secret: false, note: secretNote });
    }
  }
  const line = ({ key, value, note }: EnvVariable) => `${note ? `# ${note}\n` : ""}${key}=${value ? formatValue(value) : ""}`;
  const text = variables.map(line).join("\n") + "\n";
  return { variables, text };
}
