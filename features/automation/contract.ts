// The automation calls: the reads (read-contract.ts) and the writes.
import { endpoint, REQUIRED } from "@/lib/contract/endpoint";
import { messageAnswerSchema } from "@/lib/contract/answers";
import { automationReads, taskParams } from "./read-contract";
import { automationStartResponseSchema } from "./schemas";
import { automationStartRequestSchema } from "./start-request-schema";

export const automationContract = {
  ...automationReads,
  start: endpoint("automation.start", {
    method: "POST",
    path: "/api/v1/niches/start-automation",
    summary: "Wizard: starts the automation; it only ever creates a niche (a slug in use is refused with 409)",
    body: automationStartRequestSchema,
    response: automationStartResponseSchema,
    status: 202,
    need: REQUIRED,
  }),
  cancel: endpoint("automation.cancel", {
    method: "DELETE",
    path: "/api/v1/niches/cancel-automation/{task_id}",
    summary: "Cancels a running automation",
    params: taskParams,
    response: messageAnswerSchema,
    need: REQUIRED,
  }),
} as const;
