import { applyProductUpdate } from "./live-update";
import type { Product } from "./schemas";

const list = [
  { id: 1, amazon_url: "u1", generation_status: "pending" },
  { id: 2, amazon_url: "u2", generation_status: "pending" },
] as Product[];

it("patches the matching product in place", () => {
  const next = applyProductUpdate(list, {
    product_id: 2,
    niche_id: 9,
    status: "completed",
    content_title: "Título",
    data: { product_name: "Nombre" },
  });
  expect(next[1]).toMatchObject({ id: 2, generation_status: "completed", content_title: "Título", product_name: "Nombre" });
  expect(next[0]).toBe(list[0]);
});

it("reads unknown statuses as pending and leaves other lists alone", () => {
  expect(applyProductUpdate(list, { product_id: 1, status: "weird" })[0].generation_status).toBe("pending");
  expect(applyProductUpdate(list, { product_id: 3, status: "completed" })).toBe(list);
});
