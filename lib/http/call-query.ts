// A read of one endpoint as a query, spelled once: its key made from the endpoint and the call's input,
// its read the call itself through either requester.
import type * as z from "zod/mini";
import { query, type Query, type QuerySpec } from "@/lib/contract/query";
import type { PathParams } from "@/lib/contract/path-template";
import { keyFor } from "@/lib/contract/query-key";
import { call, type AnyEndpoint, type CallInput } from "./call";
import type { Requester } from "./requester";

/**
 * `callQuery(productReads.get, { params: { product_id } })`: keyed `["products.get", { product_id }]`,
 * read with `call`. `Data` is what screens count on (a first screen's view of the answer, say).
 */
export function callQuery<E extends AnyEndpoint, S extends z.ZodMiniType = E["response"], Data = z.infer<S>>(
  endpoint: E,
  input: CallInput<E, S>,
  spec: Omit<QuerySpec<z.infer<S> & Data, Data>, "key" | "read"> = {},
): Query<Data> {
  const read = (request: Requester) => call(endpoint, input, request) as Promise<z.infer<S> & Data>;
  return query<z.infer<S> & Data, Data>({ ...spec, key: keyFor(endpoint, input as { params?: PathParams<E["path"]> }), read });
}
