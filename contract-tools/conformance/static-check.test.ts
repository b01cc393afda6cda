/**
 * @jest-environment node
 */
import * as z from "zod/mini";
import { endpoint, optional, REQUIRED, type Endpoint } from "@/lib/contract/endpoint";
import type { JsonSchema } from "@/lib/contract/json-schema";
import { buildOpenApi } from "@/lib/contract/openapi";
import type { Finding } from "./findings";
import { staticCheck } from "./static-check";
import { upstreamOperations } from "./upstream-doc";

const niche = z.looseObject({ id: z.number(), name: z.string(), description: z.nullish(z.string()) });
const endpoints: Endpoint[] = [
  endpoint("auth.signIn", {
    method: "POST",
    path: "/api/v1/login/access-token",
    summary: "Sign-in",
    body: z.object({ username: z.string(), password: z.string() }),
    bodyEncoding: "form",
    response: z.looseObject({ access_token: z.string() }),
    public: true,
    need: REQUIRED,
  }),
  endpoint("niches.list", {
    method: "GET",
    path: "/api/v1/niches/",
    summary: "List",
    query: z.object({ skip: z.optional(z.number()), limit: z.optional(z.number()) }),
    response: z.array(niche),
    paged: true,
    need: REQUIRED,
  }),
  endpoint("niches.update", {
    method: "PUT",
    path: "/api/v1/niches/{niche_id}",
    summary: "Edit",
    params: z.object({ niche_id: z.number() }),
    body: z.object({ description: z.optional(z.string()) }),
    response: niche,
    need: REQUIRED,
  }),
  endpoint("health.health", { method: "GET", path: "/api/v1/health", summary: "Health", response: z.looseObject({}), need: optional("…") }),
  endpoint("apiKeys.get", {
    method: "GET",
    path: "/wrapper/auth/api-keys/{key}",
    summary: "Key",
    params: z.object({ key: z.string() }),
    response: z.looseObject({ key: z.string() }),
    need: REQUIRED,
  }),
];

const nicheSchema = {
  type: "object",
  properties: { id: { type: "integer" }, name: { type: "string" }, description: { anyOf: [{ type: "string" }, { type: "null" }] } },
  required: ["id", "name"],
};
const form = { username: { type: "string" }, password: { type: "string" } };
const ok = (schema: JsonSchema) => ({ "200": { description: "OK", content: { "application/json": { schema } } } });

/** A FastAPI-like document that honours the fixtures' contract; `change` edits it for one case. */
function upstreamDoc(change: (doc: JsonSchema & { paths: Record<string, Record<string, JsonSchema>>; components: { schemas: Record<string, JsonSchema> } }) => void = () => {}) {
  const doc = {
    openapi: "3.1.0",
    paths: {
      "/api/v1/login/access-token": {
        post: {
          requestBody: { content: { "application/x-www-form-urlencoded": { schema: { $ref: "#/components/schemas/Body_login" } } } },
          responses: ok({ $ref: "#/components/schemas/Token" }),
        },
      },
      "/api/v1/niches/": {
        get: {
          parameters: [
            { name: "skip", in: "query", schema: { type: "integer" } },
            { name: "limit", in: "query", schema: { type: "integer" } },
          ],
          responses: ok({ type: "array", items: { $ref: "#/components/schemas/Niche" } }),
        },
      },
      "/api/v1/niches/{id}": {
        put: {
          requestBody: { content: { "application/json": { schema: { type: "object", properties: { description: { type: "string" } } } } } },
          responses: ok({ $ref: "#/components/schemas/Niche" }),
        },
      },
      "/wrapper/auth/api-keys/{key}": { get: { responses: ok({ type: "object", properties: { key: { type: "string" } }, required: ["key"] }) } },
    },
    components: {
      schemas: {
        Body_login: { type: "object", properties: { ...form, scope: { type: "string" } }, required: ["username", "password"] },
        Token: { type: "object", properties: { access_token: { type: "string" }, token_type: { type: "string" } }, required: ["access_token"] },
        Niche: structuredClone(nicheSchema),
      },
    },
  };
  change(doc as never);
  return doc as unknown as JsonSchema;
}

function check(doc: JsonSchema, withWrapper = true) {
  const operations = upstreamOperations(doc);
  return staticCheck({ contract: buildOpenApi(endpoints), endpoints, api: operations, wrapper: withWrapper ? operations : undefined, mounts: { api: "", wrapper: "/wrapper" } });
}

const failures = (found: Finding[] | undefined) => (found ?? []).filter((f) => f.level === "fail").map((f) => f.text);

describe("staticCheck", () => {
  it("passes a document that serves every required endpoint, params matched by position", () => {
    const { findings, checked } = check(upstreamDoc());
    for (const id of ["auth.signIn", "niches.list", "niches.update", "apiKeys.get"]) expect(failures(findings.get(id))).toEqual([]);
    expect(checked).toContain("niches.update");
    expect(failures(findings.get("health.health"))).toEqual(["falta GET /api/v1/health."]);
  });

  it("names a missing endpoint and the methods its path does have", () => {
    const { findings } = check(upstreamDoc((doc) => (doc.paths["/api/v1/niches/{id}"] = { patch: doc.paths["/api/v1/niches/{id}"].put })));
    expect(failures(findings.get("niches.update"))).toEqual(["falta PUT /api/v1/niches/{niche_id}. Existe con PATCH; el panel llama con PUT."]);
  });

  it("takes the path without its trailing slash, with a note on FastAPI's redirect", () => {
    const { findings } = check(
      upstreamDoc((doc) => {
        doc.paths["/api/v1/niches"] = doc.paths["/api/v1/niches/"];
        delete doc.paths["/api/v1/niches/"];
      }),
    );
    const found = findings.get("niches.list") ?? [];
    expect(failures(found)).toEqual([]);
    expect(found.map((f) => f.text).join()).toContain("redirect_slashes");
  });

  it("fails a renamed required field and suggests the rename", () => {
    const { findings } = check(
      upstreamDoc((doc) => {
        const schema = doc.components.schemas.Niche as { properties: Record<string, unknown>; required: string[] };
        schema.properties = { id: schema.properties.id, title: schema.properties.name, keywords: { type: "string" } };
        schema.required = ["id", "title"];
      }),
    );
    expect(failures(findings.get("niches.list"))).toEqual([
      "El campo `name` falta en GET /api/v1/niches/ (esquema `Niche`): el panel lo necesita. ¿Se llama `title`? Renombra `title` a `name` en la respuesta.",
    ]);
    // An optional field the upstream leaves out is only a note.
    expect(findings.get("niches.list")!.some((f) => f.level === "note" && f.text.includes("`description`"))).toBe(true);
  });

  it("fails a field of a type the panel does not read, and a required one that may be null", () => {
    const { findings } = check(
      upstreamDoc((doc) => {
        const schema = doc.components.schemas.Niche as { properties: Record<string, JsonSchema> };
        schema.properties.id = { type: "string" };
        schema.properties.name = { anyOf: [{ type: "string" }, { type: "null" }] };
      }),
    );
    expect(failures(findings.get("niches.update"))).toEqual([
      "El campo `id` de PUT /api/v1/niches/{niche_id} es string; el panel lo lee como number. Cambia su tipo a number.",
      "El campo `name` de PUT /api/v1/niches/{niche_id} puede ser null; el panel lo necesita siempre con valor (string).",
    ]);
  });

  it("fails a sign-in that takes JSON only, or a form without username and password", () => {
    const json = check(
      upstreamDoc((doc) => {
        doc.paths["/api/v1/login/access-token"].post.requestBody = { content: { "application/json": { schema: { type: "object", properties: form } } } };
      }),
    );
    expect(failures(json.findings.get("auth.signIn"))[0]).toContain("espera JSON; el panel envía un formulario (application/x-www-form-urlencoded)");
    const email = check(
      upstreamDoc((doc) => {
        doc.components.schemas.Body_login = { type: "object", properties: { email: { type: "string" }, password: { type: "string" } }, required: ["email", "password"] };
      }),
    );
    expect(failures(email.findings.get("auth.signIn"))).toEqual([
      "POST /api/v1/login/access-token exige `email` en el cuerpo y el panel no lo envía.",
      "POST /api/v1/login/access-token no lee `username` del cuerpo, que el panel envía siempre.",
    ]);
  });

  it("fails a list sent inside a page object, and says so", () => {
    const { findings } = check(
      upstreamDoc((doc) => {
        const page = { type: "object", properties: { items: { type: "array", items: { $ref: "#/components/schemas/Niche" } }, total: { type: "integer" } } };
        doc.paths["/api/v1/niches/"].get.responses = ok(page);
      }),
    );
    expect(failures(findings.get("niches.list"))).toEqual([
      "GET /api/v1/niches/ responde object; el panel espera array. Devuelve la lista tal cual, no dentro de `items`.",
    ]);
  });

  it("notes a paged list that declares no skip/limit", () => {
    const { findings } = check(upstreamDoc((doc) => delete doc.paths["/api/v1/niches/"].get.parameters));
    const found = findings.get("niches.list")!;
    expect(failures(found)).toEqual([]);
    expect(found[0].text).toContain("no declara `skip` ni `limit`");
  });

  it("leaves the wrapper to the live step when no document describes it", () => {
    const { findings, checked } = check(upstreamDoc(), false);
    expect(checked).not.toContain("apiKeys.get");
    expect(findings.get("apiKeys.get")).toBeUndefined();
  });
});
