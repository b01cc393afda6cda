// A niche's credentials stay out of what screens hold: a niche's API client secret opens the API its
// website reads, and its external API key bills content generation. Screens get a niche view that
// says which credentials are stored; the values are read through the proxy only when the user asks
// (reveal, copy, edit, force regeneration), never put in a page's HTML. The client secret is never
// read back at all: it is shown once, when generated.
import type * as z from "zod/mini";
import type { Niche } from "./schemas";
import type { nicheSecretsSchema } from "./secrets-schema";
import { resolveSiteUrl } from "./site-url";

export const NICHE_SECRET_FIELDS = ["client_secret", "external_api_key"] as const;
export type NicheSecretField = (typeof NICHE_SECRET_FIELDS)[number];

// The schema a reveal reads them with is in ./secrets-schema: screens hold views, only the reveal parses.
export type NicheSecrets = z.infer<typeof nicheSecretsSchema>;
/** The credentials the panel reads back (the client secret is shown once, when generated). */
export type ReadableSecret = keyof NicheSecrets;

/**
 * A niche as screens hold it: without its credentials (`stored_secrets` lists those it has), without
 * the automation's generated website content (no screen shows it), and with its deployment data
 * reduced to the site's address, the one thing screens read of it.
 */
export type NicheView = Omit<DeclaredFields<Niche>, NicheSecretField | "website_content_generated"> & {
  stored_secrets: NicheSecretField[];
};

/** The fields a loose schema declares, without its index signature for the fields it lets through. */
type DeclaredFields<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

export function nicheView(niche: Niche | NicheView): NicheView {
  const { client_secret, external_api_key, vercel_data, ...rest } = niche as Niche & Partial<NicheView>;
  const shown: Partial<Niche> = { ...rest };
  delete shown.website_content_generated;
  const siteUrl = resolveSiteUrl(vercel_data);
  const stored = new Set<NicheSecretField>((niche as Partial<NicheView>).stored_secrets ?? []);
  if (client_secret) stored.add("client_secret");
  if (external_api_key) stored.add("external_api_key");
  return {
    ...(shown as Omit<DeclaredFields<Niche>, NicheSecretField | "website_content_generated">),
    vercel_data: siteUrl ? JSON.stringify({ siteUrl }) : vercel_data === undefined ? undefined : null,
    stored_secrets: NICHE_SECRET_FIELDS.filter((field) => stored.has(field)),
  };
}

export function hasStoredSecret(niche: Pick<NicheView, "stored_secrets">, field: NicheSecretField): boolean {
  return niche.stored_secrets.includes(field);
}
