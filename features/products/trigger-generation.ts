// 'Generar' loads its call, and the answer's schema, when first pressed: the lists show it on first paint.
export async function triggerGeneration(productId: number | string) {
  return (await import("./api")).triggerGeneration(productId);
}
