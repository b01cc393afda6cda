/** Headers carrying an API client's credentials (the alternative to the bearer token). */
export const API_CLIENT_ID_HEADER = "x-client-id";
export const API_CLIENT_SECRET_HEADER = "x-client-secret";
