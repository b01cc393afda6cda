import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { CircuitBreaker } from "../pipelines/circuit-breaker";

function breaker(failures = 3) {
  const clock = { now: 1_000_000 };
  const b = new CircuitBreaker({ failures, pauseMs: 1000, maxPauseMs: 5000 }, () => clock.now);
  return { b, clock, pausedFor: () => (b.resumesAt() ? b.resumesAt()!.getTime() - clock.now : 0) };
}

describe("circuit breaker", () => {
  it("opens after the set number of failures of one kind in a row, not before", () => {
    const { b, pausedFor } = breaker();
    b.failure("key_rejected");
    b.failure("key_rejected");
    assert.equal(b.permit(), true);
    assert.equal(b.state(), undefined);
    b.failure("key_rejected");
    assert.equal(pausedFor(), 1000);
    assert.equal(b.state()?.cause, "key_rejected");
  });

  it("counts a streak of one kind: another kind, or an answer, starts it again", () => {
    const { b } = breaker();
    b.failure("key_rejected");
    b.failure("key_rejected");
    b.failure("unreachable");
    b.failure("unreachable");
    assert.equal(b.resumesAt(), undefined);
    b.success();
    b.failure("unreachable");
    assert.equal(b.resumesAt(), undefined);
    b.failure("unreachable");
    b.failure("unreachable");
    assert.equal(b.state()?.cause, "unreachable");
  });

  it("after its window lets one call through, and a failing one opens it again at once for twice as long, up to the cap", () => {
    const { b, clock, pausedFor } = breaker(2);
    const windows: number[] = [];
    b.failure("quota_exhausted");
    b.failure("quota_exhausted");
    for (let i = 0; i < 5; i++) {
      windows.push(pausedFor());
      assert.equal(b.permit(), false);
      clock.now += pausedFor();
      assert.equal(b.permit(), true, "the window is over: a probe");
      assert.equal(b.permit(), false, "one probe at a time");
      assert.equal(b.state()?.cause, "quota_exhausted", "the cause is named until an answer comes");
      b.failure("quota_exhausted");
    }
    assert.deepEqual(windows, [1000, 2000, 4000, 5000, 5000]);
  });

  it("lets another probe through when one never reports, after a first window", () => {
    const { b, clock } = breaker(1);
    b.failure("unreachable");
    clock.now += 1000;
    assert.equal(b.permit(), true);
    clock.now += 999;
    assert.equal(b.permit(), false);
    clock.now += 1;
    assert.equal(b.permit(), true);
  });

  it("ignores failures of calls made before it opened", () => {
    const { b, pausedFor } = breaker(1);
    b.failure("model_not_found");
    b.failure("model_not_found");
    b.failure("key_rejected");
    assert.equal(pausedFor(), 1000);
    assert.equal(b.state()?.cause, "model_not_found");
  });

  it("closes and forgets on the first success", () => {
    const { b, clock } = breaker(1);
    b.failure("access_denied");
    clock.now += 1000;
    b.success();
    assert.equal(b.state(), undefined);
    b.failure("access_denied");
    assert.equal(b.resumesAt()!.getTime() - clock.now, 1000, "the window starts small again");
  });
});
