import { countProducts } from "./counters";

it("counts pending or processing as pending and completed as completed", () => {
  const statuses = ["pending", "processing", "generating", "completed", "completed", "failed", "error"] as const;
  expect(countProducts(statuses.map((generation_status) => ({ generation_status })))).toEqual({
    total: 7,
    pending: 2,
    completed: 2,
  });
});
