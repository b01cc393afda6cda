/** The create and edit form's rules, for a resolver that loads them on the first validation. */
export const loadApiClientFormSchema = () => import("./client-form-schema").then((m) => m.apiClientFormSchema);
