import { call } from "@/lib/browser-data/call";

// 'Generar' loads its endpoint, and the answer's schema, when first pressed: the lists show it on first paint.
export async function triggerGeneration(productId: number | string) {
  return call((await import("./contract")).productsContract.triggerGeneration, { params: { product_id: productId } });
}
