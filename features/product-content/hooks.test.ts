import { generationEnded } from "./hooks";

describe("generationEnded", () => {
  it("needs a finished status and a change since the generation started", () => {
    expect(generationEnded({ generation_status: "completed", updated_at: "t2" }, "t1")).toBe(true);
    expect(generationEnded({ generation_status: "failed", updated_at: "t2" }, "t1")).toBe(true);
    expect(generationEnded({ generation_status: "completed", updated_at: "t1" }, "t1")).toBe(false);
    expect(generationEnded({ generation_status: "generating", updated_at: "t2" }, "t1")).toBe(false);
    expect(generationEnded({ generation_status: "pending", updated_at: "t2" }, "t1")).toBe(false);
  });
});
