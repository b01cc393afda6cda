// The upstream's health call.
import { endpoint, optional } from "@/lib/contract/endpoint";
import { healthSchema } from "./schemas";

export const healthContract = {
  health: endpoint("health.health", {
    method: "GET",
    path: "/api/v1/health",
    summary: "Dashboard system status (with the admin's token; without it, or with an API client's credentials, only `{status}`, for liveness checks)",
    response: healthSchema,
    need: optional("The dashboard still works; its system-status panel says what it cannot know."),
  }),
} as const;
