// The automation calls' paths, spelled only here: contract.ts builds its endpoints from them, and keys,
// links and realtime handlers import them without loading any schema.

export const automationPathTemplates = {
  start: "/api/v1/niches/start-automation",
  running: "/api/v1/niches/automation-status/",
  status: "/api/v1/niches/automation-status/{task_id}",
  cancel: "/api/v1/niches/cancel-automation/{task_id}",
} as const;
