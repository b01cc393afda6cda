export { deleteApiClient, findApiClient, rotateApiClientSecret } from "./mutations";
export { DESCRIPTION_MAX, EMPTY_API_CLIENT_FORM, NAME_MAX, formToPayload } from "./client-form";
export type { ApiClientFormInput, ApiClientFormValues } from "./client-form";
export { createApiClient } from "./create-api-client";
export { apiClientsOverviewQuery, apiClientsQuery } from "./queries";
export { clientPageQuery } from "./list-pages";
export { DEFAULT_SORT, filterClients, sortClients, type SortKey } from "./table-view";

