// Who the session is: asked once per screen load so that a revoked token signs the user out.
import { query } from "@/lib/contract/query";
import { CURRENT_USER_PATH } from "./paths";

export const currentUserQuery = query({
  key: CURRENT_USER_PATH,
  // The schema loads on the first call, after the page has painted.
  read: async (request) => request(CURRENT_USER_PATH, (await import("./schemas")).userSchema),
  options: { revalidateOnFocus: false, shouldRetryOnError: false },
});
