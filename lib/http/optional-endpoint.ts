import { ApiError } from "./api-error";

/**
 * Calls outside the spec (health, the running-automations list) may not exist upstream: 404 or 405
 * (or a trailing-slash redirect that ends in one) means "not offered", to degrade from, not an error.
 */
export function isMissingEndpoint(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 405);
}

/** The call's answer, or null when the upstream does not offer it; other failures still throw. */
export async function optionalEndpoint<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isMissingEndpoint(error)) return null;
    throw error;
  }
}
