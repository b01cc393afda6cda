// The upstream's health call: optional (a FastAPI upstream may have none), so a missing one reads as null.
import { apiRequest } from "@/lib/http/client";
import { optionalEndpoint } from "@/lib/http/optional-endpoint";
import { HEALTH_PATH } from "./paths";
import { healthSchema } from "./schemas";

export { HEALTH_PATH };

export const fetchHealth = () => optionalEndpoint(() => apiRequest(HEALTH_PATH, healthSchema));
