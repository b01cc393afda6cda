// The health calls' paths, spelled only here: contract.ts builds its endpoints from them, and keys,
// links and realtime handlers import them without loading any schema.

export const healthPathTemplates = {
  health: "/api/v1/health",
} as const;

export const HEALTH_PATH = healthPathTemplates.health;
