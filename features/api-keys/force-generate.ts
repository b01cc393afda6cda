// POST /wrapper/api/force-generate: the niche's external key in X-API-Key, once per product.
import * as z from "zod/mini";
import { apiRequest } from "@/lib/browser-data/client";
import { ApiError } from "@/lib/http/api-error";
import { apiKeysContract } from "./contract";
import { API_KEY_HEADER, forceGenerateRequestSchema, type ForceGenerateRequest } from "./schemas";

/**
 * Resolves when the wrapper accepted the request; throws ApiError otherwise (also on `success: false`).
 * Without the session: the niche's key is the credential, so a 401 here means that key is bad, not
 * that the admin's session ended, and the admin's token is not sent to the wrapper.
 */
export async function forceGenerate(apiKey: string, body: ForceGenerateRequest): Promise<void> {
  // The answer's shape is not fixed by the spec; only an explicit `success: false` counts as failure.
  const answer = await apiRequest(apiKeysContract.forceGenerate.path, z.unknown(), {
    method: "POST",
    headers: { [API_KEY_HEADER]: apiKey },
    body: forceGenerateRequestSchema.parse(body),
    withSession: false,
  });
  if (answer && typeof answer === "object" && (answer as { success?: unknown }).success === false) {
    const message = (answer as { message?: unknown }).message;
    throw new ApiError(200, typeof message === "string" ? message : null, answer);
  }
}
