export { deleteApiClient, fetchApiClients, rotateApiClientSecret } from "./api";
export { DESCRIPTION_MAX, EMPTY_API_CLIENT_FORM, NAME_MAX, formToPayload } from "./client-form";
export type { ApiClientFormInput, ApiClientFormValues } from "./client-form";
export { createApiClient } from "./create-api-client";
export { apiClientsOverviewQuery, apiClientsQuery } from "./queries";
export { DEFAULT_SORT, sortClients } from "./table-view";

/** The create and edit form's rules, for a resolver that loads them on the first validation. */
export const loadApiClientFormSchema = () => import("./client-form-schema").then((m) => m.apiClientFormSchema);
