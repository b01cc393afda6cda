// The embedded backend's and the reference upstream's test hooks: fault injection, reset, seeded
// content. Served only when test hooks are switched on, never in the contract a backend must meet.
export const TEST_HOOKS_PREFIX = "/api/v1/__test__";

export const testHooksPaths = {
  faults: `${TEST_HOOKS_PREFIX}/faults`,
  automationFaults: `${TEST_HOOKS_PREFIX}/faults/automation`,
  pipelineStepMs: `${TEST_HOOKS_PREFIX}/pipeline-step-ms`,
  reset: `${TEST_HOOKS_PREFIX}/reset`,
  revokeToken: `${TEST_HOOKS_PREFIX}/revoke-token`,
  productContent: (productId: number | string) => `${TEST_HOOKS_PREFIX}/products/${encodeURIComponent(String(productId))}/content`,
} as const;

/** The hooks with a path param, in Fastify's spelling, for the embedded backend's routes. */
export const testHooksRoutePaths = {
  productContent: `${TEST_HOOKS_PREFIX}/products/:product_id/content`,
} as const;
