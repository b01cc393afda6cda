import { EventBus } from "./event-bus";
import { createFrameBatcher } from "./frame-batcher";
import type { RealtimeEvent } from "./events";

const ev = (product_id: number): RealtimeEvent => ({ type: "product_update", payload: { product_id, status: "pending" } });

describe("EventBus", () => {
  it("delivers events of the subscribed type in order and survives a failing handler", () => {
    const bus = new EventBus();
    const seen: number[] = [];
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    bus.subscribe("product_update", () => {
      throw new Error("boom");
    });
    const off = bus.subscribe("product_update", (e) => seen.push((e.payload as { product_id: number }).product_id));
    bus.subscribe("system_notification", () => seen.push(-1));
    bus.publish([ev(1), ev(2), ev(3)]);
    off();
    bus.publish([ev(4)]);
    expect(seen).toEqual([1, 2, 3]);
    error.mockRestore();
  });
});

describe("createFrameBatcher", () => {
  it("flushes everything pushed within one frame in a single call", () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb));
    const batches: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => batches.push(items));
    for (let i = 0; i < 500; i += 1) batcher.push(i);
    expect(frames).toHaveLength(1);
    frames[0](0);
    batcher.push(500);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(500);
    frames[1](0);
    expect(batches[1]).toEqual([500]);
    batcher.cancel();
    raf.mockRestore();
  });
});
