// Who the session is: asked once per screen load so that a revoked token signs the user out.
import { callQuery } from "@/lib/http/call-query";
import { authContract } from "./contract";

export const currentUserQuery = callQuery(authContract.currentUser, {}, { options: { revalidateOnFocus: false, shouldRetryOnError: false } });
