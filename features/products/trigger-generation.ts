import { apiRequest } from "@/lib/browser-data/client";
import { call } from "@/lib/http/call";
import { productsContract } from "./contract";

export function triggerGeneration(productId: number | string) {
  return call(productsContract.triggerGeneration, { params: { product_id: productId } }, apiRequest);
}
