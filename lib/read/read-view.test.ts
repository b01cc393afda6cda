import { ApiError } from "@/lib/http/api-error";
import { failureKind, readPhase, refreshRead, wholeData } from "./read-view";

describe("read view", () => {
  it("shows data when there is some, even after a failed refresh; a failure without data; else loading", () => {
    expect(readPhase({ data: [], error: new Error("x") })).toBe("ready");
    expect(readPhase({ data: undefined, error: new Error("x") })).toBe("failed");
    expect(readPhase({ data: undefined, error: undefined })).toBe("loading");
  });

  it("holds back the data while only the first rows are known", () => {
    expect(wholeData({ data: [1, 2], partial: true })).toBeUndefined();
    expect(wholeData({ data: [1, 2], partial: false })).toEqual([1, 2]);
  });

  it("asking again revalidates the read", () => {
    const mutate = jest.fn(() => Promise.resolve());
    refreshRead({ mutate });
    expect(mutate).toHaveBeenCalledWith();
  });

  it("tells a missing record and an outage from other failures", () => {
    expect(failureKind(new ApiError(404, "No existe"))).toBe("notFound");
    for (const status of [0, 502, 503, 504]) expect(failureKind(new ApiError(status, null))).toBe("unavailable");
    expect(failureKind(new ApiError(500, null))).toBe("other");
    expect(failureKind(new Error("boom"))).toBe("other");
  });
});
