import { newestFirst } from "./list-order";
import type { CatalogItem } from "./schemas";

const item = (id: number) => ({ id, name: `T${id}`, slug: `t${id}`, is_active: true }) as CatalogItem;

it("orders by id, highest first, without touching the input", () => {
  const list = [item(2), item(10), item(1)];
  expect(newestFirst(list).map((i) => i.id)).toEqual([10, 2, 1]);
  expect(list.map((i) => i.id)).toEqual([2, 10, 1]);
});
