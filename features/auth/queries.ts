// Who the session is: asked once per screen load so that a revoked token signs the user out.
import { query } from "@/lib/contract/query";
import { keyOf } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import type { authContract } from "./contract";

export const currentUserQuery = query({
  key: keyOf<(typeof authContract)["currentUser"]>("auth.currentUser"),
  // The contract and its schema load on the first call, after the page has painted.
  read: async (request) => call((await import("./contract")).authContract.currentUser, {}, request),
  options: { revalidateOnFocus: false, shouldRetryOnError: false },
});
