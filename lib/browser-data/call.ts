// `call` in the browser: through the panel's proxy with the stored token unless told otherwise.
import type * as z from "zod/mini";
import type { CallInput } from "@/lib/http/call";
import { call as callThrough } from "@/lib/http/call";
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

/** For calls whose answer the screen does not read (a save the screen refetches after, a delete). */
export async function send<E extends Endpoint<string, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>>(
  endpoint: E,
  input: Omit<CallInput<E>, "answer">,
  request: Requester = apiRequest,
): Promise<void> {
  // The schema that reads nothing (zod) loads with the call, as the contract does.
  const { ignoredAnswerSchema } = await import("@/lib/contract/answers");
  await callThrough(endpoint, { ...input, answer: ignoredAnswerSchema } as CallInput<E, typeof ignoredAnswerSchema>, request);
}
