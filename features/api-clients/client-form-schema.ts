// The create and edit dialogs' rules. Error messages are
// message keys (apiClients.form.errors.*).
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { DESCRIPTION_MAX, NAME_MAX } from "./client-form";
import { apiClientScopeSchema } from "./schemas";

export const apiClientFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: "nameRequired" }), z.maxLength(NAME_MAX, { error: "nameTooLong" })),
  description: z.string().check(z.maxLength(DESCRIPTION_MAX, { error: "descriptionTooLong" })),
  scopes: z.array(apiClientScopeSchema).check(z.minLength(1, { error: "scopesRequired" })),
});
