import { asObject } from "./as-object";

describe("asObject", () => {
  it("keeps a plain object and refuses arrays, null and scalars", () => {
    expect(asObject({ id: 1 })).toEqual({ id: 1 });
    expect(asObject([1])).toBeNull();
    expect(asObject(null)).toBeNull();
    expect(asObject("x")).toBeNull();
  });
});
