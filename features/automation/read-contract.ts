// The automation reads: runs in progress and one run's status. Apart from the writes (contract.ts): every
// page follows the automations, few start one, and the start request's rules stay with the wizard.
import * as z from "zod/mini";
import { endpoint, optional, REQUIRED } from "@/lib/contract/endpoint";
import { automationStatusListSchema, automationStatusSchema } from "./schemas";

export const taskParams = z.object({ task_id: z.string() });

export const automationReads = {
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
} as const;
