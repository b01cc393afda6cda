import { ApiError } from "./api-error";
import { optionalEndpoint } from "./optional-endpoint";

describe("optionalEndpoint", () => {
  it("reads 404 and 405 as not offered and lets other failures through", async () => {
    await expect(optionalEndpoint(async () => Promise.reject(new ApiError(404, null)))).resolves.toBeNull();
    await expect(optionalEndpoint(async () => Promise.reject(new ApiError(405, null)))).resolves.toBeNull();
    await expect(optionalEndpoint(async () => Promise.reject(new ApiError(500, null)))).rejects.toMatchObject({ status: 500 });
    await expect(optionalEndpoint(async () => 3)).resolves.toBe(3);
  });
});
