import { parse } from "zod/mini";
import { productUpdateEventSchema, type ProductUpdateEvent } from "./events";
import { patchProductList } from "./live-update";

const update = (product_id: number, status: string, extra: Record<string, unknown> = {}): ProductUpdateEvent =>
  parse(productUpdateEventSchema, { product_id, niche_id: 7, status, ...extra });

describe("patchProductList", () => {
  it("applies the last status of each product and keeps the other rows and the array when nothing matches", () => {
    const list = [{ id: 1, generation_status: "pending", amazon_url: "u1" }, { id: 2, generation_status: "pending" }];
    const patched = patchProductList(list, [update(1, "generating"), update(1, "completed", { content_title: "T" })]);
    const next = patched.list as typeof list;
    expect(next[0]).toEqual({ id: 1, generation_status: "completed", amazon_url: "u1", content_title: "T" });
    expect(next[1]).toBe(list[1]);
    expect(patched.refetch).toBe(false);
    expect(patchProductList(undefined, [update(1, "completed")])).toEqual({ list: undefined, refetch: false });
  });

  it("reads unknown statuses as pending", () => {
    const list = [{ id: 1, generation_status: "completed" }];
    expect((patchProductList(list, [update(1, "weird")]).list as typeof list)[0].generation_status).toBe("pending");
  });

  it("asks for a refetch when an event names a product the list does not hold (created elsewhere)", () => {
    const list = [{ id: 1, generation_status: "pending" }];
    const patched = patchProductList(list, [update(9, "pending")]);
    expect(patched.list).toBe(list);
    expect(patched.refetch).toBe(true);
  });

  it("removes deleted products without a refetch, even when a status update came first in the batch", () => {
    const list = [{ id: 1, generation_status: "pending" }, { id: 2, generation_status: "pending" }];
    const patched = patchProductList(list, [update(2, "generating"), update(2, "deleted")]);
    expect(patched.list).toEqual([{ id: 1, generation_status: "pending" }]);
    expect(patched.refetch).toBe(false);
    expect(patchProductList(list, [update(5, "deleted")]).list).toBe(list);
  });
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
    const list = [{ id: 2, amazon_url: "https://amazon.es/dp/B000000002", generation_status: "generating" }];
    expect((patchProductList(list, [event]).list as typeof list)[0]).toMatchObject({ product_name: "Cafetera", generation_status: "completed" });
  });

  it("clears what data names as null (a link changed elsewhere), where a top-level null leaves the field alone", () => {
    const list = [{ id: 2, generation_status: "completed", content_title: "Guía", content_image_url: "/og/2/1.svg", product_name: "Cafetera" }];
    const moved = update(2, "pending", { content_title: null, data: { generation_status: "pending", content_title: null, content_image_url: null, product_name: null } });
    expect((patchProductList(list, [moved]).list as typeof list)[0]).toEqual({ id: 2, generation_status: "pending", content_title: null, content_image_url: null, product_name: null });
    expect((patchProductList(list, [update(2, "generating", { content_title: null })]).list as typeof list)[0].content_title).toBe("Guía");
  });

  it("keeps top-level fields over data's", () => {
    const event = parse(productUpdateEventSchema, { product_id: 2, niche_id: 3, status: "generating", data: { niche_id: 9 } });
    expect(event.niche_id).toBe(3);
  });
});
