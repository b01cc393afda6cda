// The upstream's health call: optional (a FastAPI upstream may have none), so a missing one reads as null.
import { apiRequest } from "@/lib/browser-data/client";
import type { Requester } from "@/lib/http/requester";
import { optionalEndpoint } from "@/lib/http/optional-endpoint";
import { HEALTH_PATH } from "./paths";
import { healthSchema } from "./schemas";

export { HEALTH_PATH };

/** Health through `request`: the browser's client by default, the server's requester on the server. */
export const healthReads = (request: Requester = apiRequest) => () => optionalEndpoint(() => request(HEALTH_PATH, healthSchema));
