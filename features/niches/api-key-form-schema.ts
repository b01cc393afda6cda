// The API key dialog's rules: both fields required (one shared
// message), the name within its limit, the email in the shape the wrapper takes.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { CREDENTIAL_NAME_MAX_LENGTH } from "@/lib/zod/text-limits";

// The wrapper's own email rule (apiKeyCreateSchema), so the form refuses what it would.
const emailShape = z.email();

export const apiKeyFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(CREDENTIAL_NAME_MAX_LENGTH, { error: "nameTooLong" })),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: "required", abort: true }),
      z.refine((value) => z.safeParse(emailShape, value).success, { error: "emailFormat" }),
    ),
});
export type ApiKeyFormValues = z.infer<typeof apiKeyFormSchema>;
