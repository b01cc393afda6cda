// The one way the panel calls its upstream, made from the contract endpoint: the path filled from its
// params, the query typed by the endpoint's query schema, the body sent as the endpoint encodes it, the
// answer parsed with its schema (a whole paged list read page by page), through the requester the
// caller chooses: the browser's client (`apiRequest`) or the server's (`serverRequester`), so this
// module imports neither side.
import type * as z from "zod/mini";
import { ignoredAnswerSchema } from "@/lib/contract/answers";
import type { Endpoint, QueryOf } from "@/lib/contract/endpoint";
import type { PathParamNames, PathParams } from "@/lib/contract/path-template";
import { fetchAllPages } from "./paged-list";
import type { RequestOptions, Requester } from "./requester";

export type AnyEndpoint = Endpoint<string, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>;

type PathOf<E> = E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? P : string;
type BodyOf<E> = E extends Endpoint<string, z.ZodMiniType, z.ZodMiniType, infer B> ? z.input<B> : never;
type EndpointQuery<E> = E extends Endpoint<string, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer Q> ? QueryOf<Q> : never;

/** What the caller gives: the path params (when the template has any), a query, a body, request options. */
export type CallInput<E extends AnyEndpoint, S extends z.ZodMiniType = E["response"]> = ([PathParamNames<PathOf<E>>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<PathOf<E>> }) & {
  query?: EndpointQuery<E>;
  body?: BodyOf<E>;
  /** Request options besides method and body (keepalive, a signal, extra headers). */
  init?: Omit<RequestOptions, "method" | "body">;
  /** Reads less of the answer than the endpoint declares (a create read for its new id only). */
  answer?: S;
};

function encodeBody(endpoint: AnyEndpoint, body: unknown): unknown {
  if (body === undefined || body instanceof FormData || body instanceof URLSearchParams) return body;
  if (endpoint.bodyEncoding === "form") {
    return new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([name, value]) => [name, String(value)]));
  }
  return body;
}

/** Calls `endpoint` through `request` and answers what its response schema (or `answer`) reads. */
export function call<E extends AnyEndpoint, S extends z.ZodMiniType = E["response"]>(
  endpoint: E,
  input: CallInput<E, S>,
  request: Requester,
): Promise<z.infer<S>> {
  const url = endpoint.url((input.params ?? {}) as PathParams<string>, input.query);
  const schema = (input.answer ?? endpoint.response) as S;
  if (endpoint.paged && endpoint.method === "GET") {
    return fetchAllPages(url, schema as unknown as z.ZodMiniType<unknown[]>, request) as Promise<z.infer<S>>;
  }
  const body = encodeBody(endpoint, input.body);
  return request(url, schema, { ...input.init, method: endpoint.method, ...(body === undefined ? {} : { body }) });
}

/** For calls whose answer the screen does not read (a save the screen refetches after, a delete). */
export async function send<E extends AnyEndpoint>(endpoint: E, input: Omit<CallInput<E>, "answer">, request: Requester): Promise<void> {
  await call(endpoint, { ...input, answer: ignoredAnswerSchema } as CallInput<E, typeof ignoredAnswerSchema>, request);
}
