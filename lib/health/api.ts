// The upstream's health call: optional (a FastAPI upstream may have none), so a missing one reads as null.
import { apiRequest } from "@/lib/http/client";
import { optionalEndpoint } from "@/lib/http/optional-endpoint";
import { healthSchema } from "./schemas";

export const HEALTH_PATH = "/api/v1/health";

export const fetchHealth = () => optionalEndpoint(() => apiRequest(HEALTH_PATH, healthSchema));
