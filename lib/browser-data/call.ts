// `call` in the browser: through the panel's proxy with the stored token unless told otherwise.
import type * as z from "zod/mini";
import { call as callThrough, type CallInput } from "@/lib/http/call";
import type { Requester } from "@/lib/http/requester";
import type { Endpoint } from "@/lib/contract/endpoint";
import { apiRequest } from "./client";

/** Calls `endpoint` through `request`: the browser's client by default, the server's requester on the server. */
export function call<E extends Endpoint<string, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>, S extends z.ZodMiniType = E["response"]>(
  endpoint: E,
  input: CallInput<E, S>,
  request: Requester = apiRequest,
): Promise<z.infer<S>> {
  return callThrough(endpoint, input, request);
}
