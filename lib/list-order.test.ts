import { newestFirst } from "./list-order";

it("orders by id, highest first, without touching the input", () => {
  const list = [{ id: 2 }, { id: 10 }, { id: 1 }];
  expect(newestFirst(list).map((i) => i.id)).toEqual([10, 2, 1]);
  expect(list.map((i) => i.id)).toEqual([2, 10, 1]);
});
