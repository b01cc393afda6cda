// Product counters: pending or processing count as pending; completed as completed.
import type { Product } from "./schemas";

export interface ProductCounts {
  total: number;
  pending: number;
  completed: number;
}

export function countProducts(products: readonly Pick<Product, "generation_status">[]): ProductCounts {
  let pending = 0;
  let completed = 0;
  for (const p of products) {
    if (p.generation_status === "pending" || p.generation_status === "processing") pending++;
    else if (p.generation_status === "completed") completed++;
  }
  return { total: products.length, pending, completed };
}
