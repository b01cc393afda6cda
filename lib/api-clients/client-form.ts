// Form contract of the create and edit dialogs. Error messages are message keys (apiClients.form.errors.*).
import { z } from "zod";
import { API_CLIENT_SCOPES, apiClientScopeSchema, type ApiClient, type ApiClientScope } from "./schemas";

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 500;

export const apiClientFormSchema = z.object({
  name: z.string().trim().min(1, { error: "nameRequired" }).max(NAME_MAX, { error: "nameTooLong" }),
  description: z.string().max(DESCRIPTION_MAX, { error: "descriptionTooLong" }),
  scopes: z.array(apiClientScopeSchema).min(1, { error: "scopesRequired" }),
});
export type ApiClientFormInput = z.input<typeof apiClientFormSchema>;
export type ApiClientFormValues = z.output<typeof apiClientFormSchema>;

/** Spec 02 §3: admin is the default scope. */
export const EMPTY_API_CLIENT_FORM: ApiClientFormInput = { name: "", description: "", scopes: ["admin"] };

const isScope = (s: string): s is ApiClientScope => (API_CLIENT_SCOPES as readonly string[]).includes(s);

export function apiClientToForm(client: ApiClient): ApiClientFormInput {
  return {
    name: client.name,
    description: client.description ?? "",
    scopes: client.scopes.filter(isScope),
  };
}

/** The body for POST/PUT: trimmed description, null (omitted on create) when empty. */
export function formToPayload(values: ApiClientFormValues): {
  name: string;
  description: string | null;
  scopes: ApiClientScope[];
} {
  const description = values.description.trim();
  // Keep the scope order stable (admin, read, write) whatever the click order was.
  const scopes = API_CLIENT_SCOPES.filter((s) => values.scopes.includes(s));
  return { name: values.name, description: description === "" ? null : description, scopes };
}
