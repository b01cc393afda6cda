// The health URL (an optional call of the upstream), also its SWR key.
export const HEALTH_PATH = "/api/v1/health";
