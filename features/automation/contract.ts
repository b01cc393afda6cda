// The automation calls.
import * as z from "zod/mini";
import { endpoint, optional, REQUIRED } from "@/lib/contract/endpoint";
import { messageAnswerSchema } from "@/lib/contract/answers";
import { automationStartResponseSchema, automationStatusListSchema, automationStatusSchema } from "./schemas";
import { automationStartRequestSchema } from "./start-request-schema";

const taskParams = z.object({ task_id: z.string() });

export const automationContract = {
  start: endpoint("automation.start", {
    method: "POST",
    path: "/api/v1/niches/start-automation",
    summary: "Wizard: starts the automation; it only ever creates a niche (a slug in use is refused with 409)",
    body: automationStartRequestSchema,
    response: automationStartResponseSchema,
    status: 202,
    need: REQUIRED,
  }),
  running: endpoint("automation.running", {
    method: "GET",
    path: "/api/v1/niches/automation-status/",
    summary: "Automations in progress",
    response: automationStatusListSchema,
    need: optional("The automation popover follows the realtime events only."),
  }),
  status: endpoint("automation.status", {
    method: "GET",
    path: "/api/v1/niches/automation-status/{task_id}",
    summary: "Automation popover, wizard",
    params: taskParams,
    response: automationStatusSchema,
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
