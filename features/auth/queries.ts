// Who the session is: asked once per screen load so that a revoked token signs the user out.
import { query } from "@/lib/contract/query";
import { CURRENT_USER_PATH } from "./paths";
import { userSchema } from "./schemas";

export const currentUserQuery = query({
  key: CURRENT_USER_PATH,
  read: (request) => request(CURRENT_USER_PATH, userSchema),
  options: { revalidateOnFocus: false, shouldRetryOnError: false },
});
