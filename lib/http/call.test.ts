import * as z from "zod/mini";
import { endpoint, REQUIRED } from "@/lib/contract/endpoint";
import { call } from "./call";
import type { Requester } from "./requester";

const thing = z.looseObject({ id: z.number(), name: z.string() });

const get = endpoint("things.get", {
  method: "GET",
  path: "/api/v1/things/{thing_id}",
  summary: "A thing",
  params: z.object({ thing_id: z.number() }),
  response: thing,
  need: REQUIRED,
});
const list = endpoint("things.list", { method: "GET", path: "/api/v1/things/", summary: "Things", response: z.array(thing), paged: true, need: REQUIRED });
const search = endpoint("things.search", {
  method: "GET",
  path: "/api/v1/things/search",
  summary: "Things by name",
  query: z.object({ q: z.string(), limit: z.optional(z.number()) }),
  response: z.array(thing),
  need: REQUIRED,
});
const update = endpoint("things.update", {
  method: "PUT",
  path: "/api/v1/things/{thing_id}",
  summary: "Edit a thing",
  body: z.object({ name: z.string() }),
  response: thing,
  need: REQUIRED,
});
const signIn = endpoint("things.signIn", {
  method: "POST",
  path: "/api/v1/things/sign-in",
  summary: "Form body",
  body: z.object({ username: z.string(), password: z.string() }),
  bodyEncoding: "form",
  response: z.object({ token: z.string() }),
  need: REQUIRED,
});

/** A requester that records each call and answers with `answer(path)`, parsed as the browser's client does. */
function recording(answer: (path: string) => unknown) {
  const calls: { path: string; options: unknown }[] = [];
  const request: Requester = async (path, schema, options) => {
    calls.push({ path, options });
    return z.parse(schema, answer(path));
  };
  return { calls, request };
}

describe("call", () => {
  it("fills the path from its params and parses the answer with the endpoint's schema", async () => {
    const { calls, request } = recording(() => ({ id: 7, name: "Siete", extra: true }));
    const answer: { id: number; name: string } = await call(get, { params: { thing_id: 7 } }, request);
    expect(answer).toMatchObject({ id: 7, name: "Siete" });
    expect(calls).toEqual([{ path: "/api/v1/things/7", options: { method: "GET" } }]);
  });

  it("fails as the schema refuses an answer it cannot read", async () => {
    const { request } = recording(() => ({ id: "siete" }));
    await expect(call(get, { params: { thing_id: 7 } }, request)).rejects.toThrow();
  });

  it("sends a JSON body as it is and a form body as a form, with the endpoint's method", async () => {
    const { calls, request } = recording((path) => (path.endsWith("sign-in") ? { token: "t" } : { id: 1, name: "Nuevo" }));
    await call(update, { params: { thing_id: 1 }, body: { name: "Nuevo" }, init: { keepalive: true } }, request);
    await call(signIn, { body: { username: "ana", password: "clave" } }, request);
    expect(calls[0].options).toEqual({ method: "PUT", body: { name: "Nuevo" }, keepalive: true });
    const form = (calls[1].options as { body: URLSearchParams }).body;
    expect(form).toBeInstanceOf(URLSearchParams);
    expect(form.toString()).toBe("username=ana&password=clave");
  });

  it("reads a paged list whole, page by page", async () => {
    const page = (skip: number, size: number) => Array.from({ length: size }, (_, i) => ({ id: skip + i + 1, name: "x" }));
    const { calls, request } = recording((path) => {
      const skip = Number(new URL(path, "http://panel").searchParams.get("skip") ?? 0);
      return skip === 0 ? page(0, 100) : skip === 100 ? page(100, 20) : [];
    });
    expect(await call(list, {}, request)).toHaveLength(120);
    expect(calls[0].path).toBe("/api/v1/things/");
  });

  it("sends the query its endpoint declares, typed by its schema", async () => {
    const { calls, request } = recording(() => []);
    await call(search, { query: { q: "caja fuerte", limit: 5 } }, request);
    // Checked by the compiler only.
    const untyped = () => [
      // @ts-expect-error a query the endpoint does not declare
      call(search, { query: { q: "x", sort: "name" } }, request),
      // @ts-expect-error an endpoint without a query takes none
      call(get, { params: { thing_id: 1 }, query: { q: "x" } }, request),
    ];
    expect(untyped).toBeInstanceOf(Function);
    expect(calls[0].path).toBe("/api/v1/things/search?q=caja+fuerte&limit=5");
  });

  it("reads less than the endpoint declares when told", async () => {
    const { request } = recording(() => ({ id: 3, name: null }));
    expect(await call(update, { params: { thing_id: 3 }, body: { name: "x" }, answer: z.looseObject({ id: z.number() }) }, request)).toMatchObject({ id: 3 });
  });
});
