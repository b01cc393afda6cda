import { act, renderHook } from "@testing-library/react";
import { useSettled } from "./use-settled";

describe("useSettled", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("turns true only once the key has stayed the same for the delay", () => {
    const { result, rerender } = renderHook(({ key }) => useSettled(key, 200), { initialProps: { key: 1 } });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(150));
    rerender({ key: 2 });
    act(() => jest.advanceTimersByTime(150));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe(true);
    rerender({ key: 3 });
    expect(result.current).toBe(false);
  });
});
