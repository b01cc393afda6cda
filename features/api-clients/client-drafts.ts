// Where the create and edit dialogs keep their values when the session ends; the list reopens them.
// Apart from the form's values: the list's first load carries no schema.
export const NEW_CLIENT_DRAFT = "api-client-new";
export const EDIT_CLIENT_DRAFT_PREFIX = "api-client-edit:";
