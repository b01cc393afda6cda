import { readPhase, refreshRead, wholeData } from "./read-view";

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
});
