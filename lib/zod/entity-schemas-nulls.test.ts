// Every entity read from an upstream that serialises unset Optional fields as null (FastAPI's default).
import * as z from "zod/mini";
import { nicheSchema } from "@/features/niches/schemas";
import { productSchema, triggerGenerationResponseSchema, productContentSchema } from "@/features/products/schemas";
import { apiClientSchema } from "@/features/api-clients/schemas";
import { catalogItemSchema } from "@/features/niche-catalog/schemas";
import { userSchema, loginResponseSchema } from "@/features/auth/schemas";
import { automationStatusSchema } from "@/features/automation/schemas";

describe("entity schemas read null as absent", () => {
  it("a niche with null derived fields", () => {
    const niche = z.parse(nicheSchema, {
      id: 8, name: "Detalle x", slug: "detalle-x", affiliate_tag: "detalle-21", is_active: null,
      created_at: "2026-11-25T04:05:00", updated_at: null, product_count: null, has_generated_content: null, extra: 1,
    });
    expect(niche).toMatchObject({ id: 8, is_active: true, product_count: undefined, has_generated_content: undefined });
  });

  it("a product without an embedded niche keeps its niche_id", () => {
    const product = z.parse(productSchema, { id: 1, amazon_url: "https://amazon.es/dp/B000000001", niche: null, niche_id: 4, generation_status: null });
    expect(product).toMatchObject({ niche: null, niche_id: 4, generation_status: "pending" });
  });

  it("a trigger-generation answer carrying only a task id", () => {
    expect(z.safeParse(triggerGenerationResponseSchema, { task_id: "abc" }).success).toBe(true);
  });

  it("content, API clients, templates, users and automation status with nulls", () => {
    expect(z.parse(productContentSchema, { id: null, product_id: null, content: "# x", version: 1 }).id).toBeUndefined();
    expect(z.parse(apiClientSchema, { id: 1, name: "a", client_id: "c", scopes: null, is_active: null })).toMatchObject({ scopes: [], is_active: true });
    expect(z.parse(catalogItemSchema, { id: 1, name: "t", slug: "t", is_active: null }).is_active).toBe(true);
    expect(z.parse(userSchema, { id: 1, email: "a@b.c", username: null, is_active: null, is_superuser: null }).is_superuser).toBeUndefined();
    expect(z.parse(loginResponseSchema, { access_token: "t", token_type: null }).token_type).toBe("bearer");
    expect(z.parse(automationStatusSchema, { task_id: "t", status: "running", step: 1, total: null, results: null }).total).toBe(4);
  });
});
