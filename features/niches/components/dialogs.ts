// The niche edit and detail dialogs, gathered so they load as one part (see ./lazy-dialogs.ts).
export { ApiKeyDialog } from "./api-key-dialog";
export { RotateSecretDialog } from "./rotate-secret-dialog";
