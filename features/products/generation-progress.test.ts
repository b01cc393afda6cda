import { EventBus } from "@/lib/realtime/event-bus";
import type { ProductUpdateEvent } from "./events";
import { followGenerationProgress, generationProgress, subscribeGenerationProgress } from "./generation-progress";

const update = (product_id: number, status: string, characters?: number): ProductUpdateEvent => ({
  product_id,
  status,
  ...(characters === undefined ? {} : { progress: { characters } }),
});

function followed() {
  const bus = new EventBus();
  const unfollow = followGenerationProgress(bus);
  const publish = (...events: ProductUpdateEvent[]) => bus.publish(events.map((payload) => ({ type: "product_update" as const, payload })));
  return { bus, unfollow, publish };
}

describe("generation progress", () => {
  it("keeps each product's latest characters and forgets them once its status leaves generating", () => {
    const { publish, unfollow } = followed();
    publish(update(1, "generating"), update(1, "generating", 120), update(2, "generating", 40), update(1, "generating", 480));
    expect(generationProgress(1)?.characters).toBe(480);
    expect(generationProgress(2)?.characters).toBe(40);

    // A status event without progress while still generating changes nothing.
    publish(update(1, "generating"));
    expect(generationProgress(1)?.characters).toBe(480);

    publish(update(1, "completed"), update(2, "failed"));
    expect(generationProgress(1)).toBeUndefined();
    expect(generationProgress(2)).toBeUndefined();
    unfollow();
  });

  it("takes the share of the expected length, and the start on this browser's clock from the server's times", () => {
    const { publish, unfollow } = followed();
    jest.useFakeTimers({ now: Date.parse("2026-12-02T10:00:00Z") });
    try {
      // The server's clock is 5 minutes ahead of this one: 23 s had passed when it sent the event.
      const progress = (characters: number, timestamp: string) => ({
        product_id: 3,
        status: "generating",
        timestamp,
        progress: { characters, expected_characters: 8000, started_at: "2026-12-02T10:05:00Z" },
      });
      publish(progress(3200, "2026-12-02T10:05:23Z"));
      expect(generationProgress(3)).toEqual(expect.objectContaining({ characters: 3200, share: 40, startedAt: Date.parse("2026-12-02T09:59:37Z") }));
      // Later events of the same write keep its start; past the expected length the share stays below 100.
      jest.advanceTimersByTime(10_000);
      publish(progress(9000, "2026-12-02T10:05:34Z"));
      expect(generationProgress(3)).toEqual(expect.objectContaining({ characters: 9000, share: 99, startedAt: Date.parse("2026-12-02T09:59:37Z") }));

      // Without a start or an expected length (another upstream): no share, and the start is the first event seen.
      publish(update(4, "generating", 10));
      jest.advanceTimersByTime(5_000);
      publish(update(4, "generating", 20));
      expect(generationProgress(4)).toEqual(expect.objectContaining({ characters: 20, share: undefined, startedAt: Date.parse("2026-12-02T10:00:10Z") }));
    } finally {
      jest.useRealTimers();
      unfollow();
    }
  });

  it("tells only the product that changed, and only when its number changed", () => {
    const { publish, unfollow } = followed();
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = subscribeGenerationProgress(1, first);
    const stopSecond = subscribeGenerationProgress(2, second);

    publish(update(1, "generating", 100), update(1, "generating", 100), update(1, "generating", 200));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).not.toHaveBeenCalled();

    // A burst of another product's progress never reaches the first product's listener.
    publish(...Array.from({ length: 300 }, (_, i) => update(2, "generating", i + 1)));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(300);

    publish(update(2, "pending"), update(2, "processing"));
    expect(second).toHaveBeenCalledTimes(301);

    stopFirst();
    publish(update(1, "generating", 300));
    expect(first).toHaveBeenCalledTimes(2);
    stopSecond();
    unfollow();
  });

  it("subscribes to the bus once however many follow, and forgets everything when the last one leaves", () => {
    const bus = new EventBus();
    const subscribe = jest.spyOn(bus, "subscribe");
    const unfollowA = followGenerationProgress(bus);
    const unfollowB = followGenerationProgress(bus);
    expect(subscribe).toHaveBeenCalledTimes(1);

    bus.publish([{ type: "product_update", payload: update(5, "generating", 900) }]);
    unfollowA();
    unfollowA();
    expect(generationProgress(5)?.characters).toBe(900);

    unfollowB();
    expect(generationProgress(5)).toBeUndefined();
    bus.publish([{ type: "product_update", payload: update(5, "generating", 950) }]);
    expect(generationProgress(5)).toBeUndefined();
  });
});
