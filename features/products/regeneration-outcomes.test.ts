import { RegenerationOutcomes } from "./regeneration-outcomes";

describe("RegenerationOutcomes", () => {
  it("ends a product on its own update once its call was accepted", async () => {
    const changes: number[] = [];
    const outcomes = new RegenerationOutcomes([1, 2], () => changes.push(outcomes.finished));
    outcomes.accept(1);
    outcomes.accept(2);
    outcomes.update({ product_id: 1, status: "processing" });
    outcomes.update({ product_id: 1, status: "generating" });
    outcomes.update({ product_id: 99, status: "completed" });
    expect(outcomes.finished).toBe(0);
    outcomes.update({ product_id: 1, status: "completed" });
    outcomes.update({ product_id: 2, status: "error", error_message: "Sin ASIN" });
    // A later update of an ended product changes nothing.
    outcomes.update({ product_id: 2, status: "completed" });
    await outcomes.whenDone();
    expect(changes).toEqual([1, 2]);
    expect(outcomes.report()).toEqual({ succeeded: [1], failed: [{ id: 2, message: "Sin ASIN" }] });
  });

  it("ignores an end reported before the call, unless the product was seen running since it was sent", () => {
    const outcomes = new RegenerationOutcomes([1, 2]);
    // An earlier run's end, delivered while the call is on its way.
    outcomes.update({ product_id: 1, status: "failed", error_message: "antiguo" });
    // This run's start and end, delivered before the call's answer.
    outcomes.update({ product_id: 2, status: "processing" });
    outcomes.update({ product_id: 2, status: "completed" });
    expect(outcomes.finished).toBe(0);
    outcomes.accept(1);
    outcomes.accept(2);
    expect(outcomes.pending).toEqual([1]);
    expect(outcomes.report()).toEqual({ succeeded: [2], failed: [] });
  });

  it("counts a deleted product and a refused call as failures", async () => {
    const refusal = new Error("API key inválida");
    const outcomes = new RegenerationOutcomes([1, 2]);
    outcomes.refused(1, refusal);
    outcomes.accept(2);
    outcomes.update({ product_id: 2, status: "deleted" });
    await outcomes.whenDone();
    expect(outcomes.report()).toEqual({ succeeded: [], failed: [{ id: 1, refused: refusal }, { id: 2, message: null }] });
  });

  it("trusts a read only for an accepted product", () => {
    const outcomes = new RegenerationOutcomes([1]);
    outcomes.read({ id: 1, status: "completed" });
    outcomes.accept(1);
    expect(outcomes.finished).toBe(0);
    outcomes.read({ id: 1, status: "processing" });
    outcomes.read({ id: 1, status: "completed" });
    expect(outcomes.report().succeeded).toEqual([1]);
  });
});
