// The scopes an API client may hold, apart from their schema: the client list shows them on first paint.
export const API_CLIENT_SCOPES = ["admin", "read", "write"] as const;
