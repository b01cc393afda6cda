import { urlChangeResets } from "./url-change";

describe("changing a product's link", () => {
  it.each(["completed", "generating", "processing", "failed", "error"] as const)("resets a %s product", (status) => {
    expect(urlChangeResets({ generation_status: status, content_title: null })).toBe(true);
  });

  it("loses nothing of a pending product without content, and resets one that kept an older article", () => {
    expect(urlChangeResets({ generation_status: "pending", content_title: null })).toBe(false);
    expect(urlChangeResets({ generation_status: "pending", content_title: "Un artículo anterior" })).toBe(true);
  });
});
