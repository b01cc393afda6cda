import { canMove, moveImage, removeImage } from "./image-order";

describe("canMove", () => {
  it("gives the first no left move and the last no right move", () => {
    expect(canMove(0, 3, "left")).toBe(false);
    expect(canMove(0, 3, "right")).toBe(true);
    expect(canMove(2, 3, "right")).toBe(false);
    expect(canMove(2, 3, "left")).toBe(true);
    expect(canMove(0, 1, "left")).toBe(false);
    expect(canMove(0, 1, "right")).toBe(false);
  });

  it("rejects indexes out of range", () => {
    expect(canMove(-1, 3, "right")).toBe(false);
    expect(canMove(3, 3, "left")).toBe(false);
  });
});

describe("moveImage", () => {
  it("swaps with the neighbour without touching the input", () => {
    const list = ["a", "b", "c"];
    expect(moveImage(list, 1, "left")).toEqual(["b", "a", "c"]);
    expect(moveImage(list, 1, "right")).toEqual(["a", "c", "b"]);
    expect(list).toEqual(["a", "b", "c"]);
  });

  it("leaves the order when the move is not allowed", () => {
    expect(moveImage(["a", "b"], 0, "left")).toEqual(["a", "b"]);
    expect(moveImage(["a", "b"], 1, "right")).toEqual(["a", "b"]);
  });
});

describe("removeImage", () => {
  it("removes by position", () => {
    expect(removeImage(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(removeImage(["a"], 5)).toEqual(["a"]);
  });
});
