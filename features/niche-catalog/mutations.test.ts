import { withItemActive } from "./mutations";
import type { CatalogItem } from "./schemas";

describe("withItemActive", () => {
  it("sets only the given template's status and leaves the input untouched", () => {
    const list = [
      { id: 1, name: "a", is_active: true },
      { id: 2, name: "b", is_active: true },
    ] as CatalogItem[];
    const next = withItemActive(list, 2, false);
    expect(next?.map((i) => i.is_active)).toEqual([true, false]);
    expect(list[1].is_active).toBe(true);
    expect(withItemActive(undefined, 1, false)).toBeUndefined();
  });
});
