/**
 * @jest-environment node
 */
import { mountOf, pathKey, upstreamOperations, upstreamPathOf } from "./upstream-doc";

describe("upstream documents", () => {
  it("compares path params by position, not by name", () => {
    expect(pathKey("/api/v1/niches/{niche_id}/products")).toBe(pathKey("/api/v1/niches/{id}/products"));
  });

  it("puts a document's paths under the URL it was read from", () => {
    const doc = { paths: { "/api/v1/niches/{id}": { get: {}, put: {}, parameters: [] } } };
    const ops = upstreamOperations(doc, mountOf("https://x.test/backend/"));
    expect(ops.map((op) => `${op.method} ${op.key}`)).toEqual(["GET /backend/api/v1/niches/{}", "PUT /backend/api/v1/niches/{}"]);
  });

  it("sends /wrapper/... to the wrapper's URL and the rest to the API's", () => {
    const mounts = { api: "https://api.test", wrapper: "https://keys.test/v2" };
    expect(upstreamPathOf("/wrapper/auth/api-keys/k", mounts)).toBe("https://keys.test/v2/auth/api-keys/k");
    expect(upstreamPathOf("/api/v1/users/me", mounts)).toBe("https://api.test/api/v1/users/me");
  });
});
