// The shared dialogs, gathered so they load as one part (see ./lazy-dialogs.ts).
export { ConfirmDialog } from "./confirm-dialog";
export { SessionEnded } from "./session-ended";
export { EditConflictDialog } from "./edit-conflict-dialog";
