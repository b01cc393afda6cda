// The credentials a reveal reads; every other field of the answer is dropped.
import * as z from "zod/mini";

export const nicheSecretsSchema = z.object({
  client_secret: z.nullish(z.string()),
  external_api_key: z.nullish(z.string()),
});
