// How an entity's reads reach the API, so the same fetchers serve the browser (through the panel's
// proxy, with the stored token) and the server (straight to the upstream, with the session cookie's
// token): the fetchers take the requester, the caller chooses it.
import type { core, infer as Infer } from "zod/mini";

export interface RequestOptions extends Omit<RequestInit, "body"> {
  /** JSON body; FormData and URLSearchParams are sent as they are. */
  body?: unknown;
  /** Told the answer's headers (a page's `X-Total-Count`) when the call succeeds. */
  onHeaders?: (headers: Headers) => void;
}

/** Calls `path` (an API path such as `/api/v1/niches/`) and parses the answer with `schema`; throws ApiError. */
export type Requester = <S extends core.$ZodType>(path: string, schema: S, options?: RequestOptions) => Promise<Infer<S>>;
