/** Where the contract's OpenAPI document is committed, from the project's root. */
export const OPENAPI_FILE = "docs/openapi.json";
