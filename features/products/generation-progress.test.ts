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
    expect(generationProgress(1)).toBe(480);
    expect(generationProgress(2)).toBe(40);

    // A status event without progress while still generating changes nothing.
    publish(update(1, "generating"));
    expect(generationProgress(1)).toBe(480);

    publish(update(1, "completed"), update(2, "failed"));
    expect(generationProgress(1)).toBeUndefined();
    expect(generationProgress(2)).toBeUndefined();
    unfollow();
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
    expect(generationProgress(5)).toBe(900);

    unfollowB();
    expect(generationProgress(5)).toBeUndefined();
    bus.publish([{ type: "product_update", payload: update(5, "generating", 950) }]);
    expect(generationProgress(5)).toBeUndefined();
  });
});
