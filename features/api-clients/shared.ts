// The API client components other features mount (the niche form creates a client and shows its secret).
export { ApiClientSecretView } from "./components/api-client-secret-view";
// Loaded when first opened.
export { CreateApiClientDialog } from "./components/lazy-dialogs";
export { OneTimeSecretDialog } from "./components/one-time-secret-dialog";
