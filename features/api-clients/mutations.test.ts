import { withClientActive } from "./mutations";
import type { ApiClient } from "./schemas";

const base = { description: null, scopes: ["admin"], client_id: "c" };

describe("withClientActive", () => {
  it("sets only the given client's status and leaves the input untouched", () => {
    const list: ApiClient[] = [
      { ...base, id: 1, name: "a", is_active: true },
      { ...base, id: 2, name: "b", is_active: true },
    ];
    const next = withClientActive(list, 2, false);
    expect(next.map((c) => c.is_active)).toEqual([true, false]);
    expect(list[1].is_active).toBe(true);
    expect(withClientActive(undefined, 1, false)).toBeUndefined();
  });

  it("sets it on a page of the list too, keeping its total", () => {
    const page = { rows: [{ ...base, id: 3, name: "c", is_active: false }], total: 41 };
    expect(withClientActive(page, 3, true)).toEqual({ rows: [{ ...base, id: 3, name: "c", is_active: true }], total: 41 });
    expect(withClientActive(null, 3, true)).toBeNull();
  });
});
