// Values of the create and edit dialogs' form; its rules are in client-form-schema.ts. Error messages are message keys (apiClients.form.errors.*).
import type * as z from "zod/mini";
import { CREDENTIAL_NAME_MAX_LENGTH } from "@/lib/zod/text-limits";
import type { apiClientFormSchema } from "./client-form-schema";
import { API_CLIENT_SCOPES, type ApiClient, type ApiClientScope } from "./schemas";

export const NAME_MAX = CREDENTIAL_NAME_MAX_LENGTH;
export const DESCRIPTION_MAX = 500;

export type ApiClientFormInput = z.input<typeof apiClientFormSchema>;
export type ApiClientFormValues = z.output<typeof apiClientFormSchema>;

/** A new client gets the admin scope unless the user picks others. */
export const EMPTY_API_CLIENT_FORM: ApiClientFormInput = { name: "", description: "", scopes: ["admin"] };

const isScope = (s: string): s is ApiClientScope => (API_CLIENT_SCOPES as readonly string[]).includes(s);

export function apiClientToForm(client: ApiClient): ApiClientFormInput {
  return {
    name: client.name,
    description: client.description ?? "",
    scopes: client.scopes.filter(isScope),
  };
}

/** The fields of `body` that differ from `loaded`'s: an edit sends only what it changed. */
export function changedClientFields<T extends Record<string, unknown>>(body: T, loaded: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(loaded[key]))) as Partial<T>;
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
