export { deleteApiClient, findApiClient, rotateApiClientSecret } from "./mutations";
export type { ApiClientFormInput, ApiClientFormValues } from "./client-form";
export { createApiClient } from "./create-api-client";
export { apiClientsOverviewQuery, apiClientsQuery } from "./queries";
export { CLIENT_COUNTS, clientListAsk, clientListSource } from "./list-source";
export { DEFAULT_SORT, filterClients, sortClients, type SortKey } from "./table-view";

export { clientListUrlCodec, sortStateOf } from "./list-url";
