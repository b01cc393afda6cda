// The API client dialogs and detail sheet, gathered so they load as one part (see ./lazy-dialogs.ts).
export { ClientDetailSheet } from "./client-detail-sheet";
export { CreateApiClientDialog } from "./create-api-client-dialog";
export { DeleteClientDialog } from "./delete-client-dialog";
export { EditClientDialog } from "./edit-client-dialog";
export { RotateClientSecretDialog } from "./rotate-client-secret-dialog";
