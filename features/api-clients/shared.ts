// The API client components other features mount (the niche form creates a client and shows its secret).
export { ApiClientSecretView } from "./components/api-client-secret-view";
export { CreateApiClientDialog } from "./components/create-api-client-dialog";
export { OneTimeSecretDialog } from "./components/one-time-secret-dialog";
