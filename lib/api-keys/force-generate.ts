// POST /wrapper/api/force-generate: the niche's external key in X-API-Key, once per product.
import { ApiError, detailFromBody } from "@/lib/http/api-error";
import { FORCE_GENERATE_PATH } from "./contract";
import { API_KEY_HEADER, forceGenerateRequestSchema, type ForceGenerateRequest } from "./schemas";

/**
 * Resolves when the wrapper accepted the request; throws ApiError otherwise (also on `success: false`).
 * Plain fetch on purpose: a 401 here means the niche's key is bad, not that the admin's session ended,
 * so the shared client's automatic logout must not run.
 */
export async function forceGenerate(apiKey: string, body: ForceGenerateRequest): Promise<void> {
  const response = await fetch(FORCE_GENERATE_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", [API_KEY_HEADER]: apiKey },
    body: JSON.stringify(forceGenerateRequestSchema.parse(body)),
    cache: "no-store",
  });
  const text = await response.text();
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = text;
  }
  if (!response.ok) throw new ApiError(response.status, detailFromBody(answer), answer);
  // The answer's shape is not fixed by the spec; only an explicit `success: false` counts as failure.
  if (answer && typeof answer === "object" && (answer as { success?: unknown }).success === false) {
    const message = (answer as { message?: unknown }).message;
    throw new ApiError(response.status, typeof message === "string" ? message : null, answer);
  }
}
