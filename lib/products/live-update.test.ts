import { parse } from "zod/mini";
import { productUpdateEventSchema } from "@/lib/realtime/schemas";
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

describe("a product_update carrying its fields inside data", () => {
  it("is read with niche_id and product_name from data and applied to the list", () => {
    const event = parse(productUpdateEventSchema, {
      product_id: 2,
      status: "completed",
      data: { niche_id: 7, product_name: "Cafetera", content_title: "Guía", error_message: null },
      timestamp: "2026-11-24T10:00:00",
    });
    expect(event).toMatchObject({ niche_id: 7, product_name: "Cafetera", content_title: "Guía" });
    const list = [{ id: 2, amazon_url: "https://amazon.es/dp/B000000002", generation_status: "generating" as const }];
    expect(applyProductUpdate(list, event)[0]).toMatchObject({ product_name: "Cafetera", generation_status: "completed" });
  });

  it("keeps top-level fields over data's", () => {
    const event = parse(productUpdateEventSchema, { product_id: 2, niche_id: 3, status: "generating", data: { niche_id: 9 } });
    expect(event.niche_id).toBe(3);
  });
});
