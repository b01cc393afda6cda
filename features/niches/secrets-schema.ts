// The credential a reveal reads: the external API key. Every other field of the answer is dropped,
// the client secret too: it is shown once, when generated, and never read back.
import * as z from "zod/mini";

export const nicheSecretsSchema = z.object({
  external_api_key: z.nullish(z.string()),
});

/** Which niche names which credentials, to revoke only those no other niche still names. */
export const nicheCredentialNamesSchema = z.array(
  z.object({ id: z.number(), client_id: z.nullish(z.string()), external_api_key: z.nullish(z.string()) }),
);
