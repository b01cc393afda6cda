import { apiRequest } from "@/lib/browser-data/client";
import { currentUserQuery } from "./queries";

/** The signed-in user, asked by the browser outside a screen (the wizard's email). */
export const fetchCurrentUser = () => currentUserQuery.read(apiRequest);
