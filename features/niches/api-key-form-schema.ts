// The API key dialog's rules, loaded on its first validation. Both fields required, one shared
// message; the email format is the wrapper's to judge.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { CREDENTIAL_NAME_MAX_LENGTH } from "@/lib/zod/text-limits";

export const apiKeyFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(CREDENTIAL_NAME_MAX_LENGTH, { error: "nameTooLong" })),
  email: z.string().check(z.trim(), z.minLength(1, { error: "required" })),
});
export type ApiKeyFormValues = z.infer<typeof apiKeyFormSchema>;
