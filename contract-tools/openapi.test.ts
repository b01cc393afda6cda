import fs from "node:fs";
import path from "node:path";
import { buildOpenApi } from "@/lib/contract/openapi";
import { OPENAPI_FILE } from "./openapi-file";
import { allEndpoints } from "@/lib/contract/registry";

describe("the contract's OpenAPI document", () => {
  const doc = buildOpenApi() as { openapi: string; paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };

  it("is committed as the contract draws it (run `npm run openapi` after changing a contract)", () => {
    const committed = JSON.parse(fs.readFileSync(path.resolve(OPENAPI_FILE), "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("is OpenAPI 3.1 with one operation per contract endpoint", () => {
    expect(doc.openapi).toBe("3.1.0");
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operations.sort()).toEqual(allEndpoints.map((e) => e.id).sort());
  });

  it("lists a niche's fields with the ones a backend must send as required", () => {
    const niche = doc.paths["/api/v1/niches/{niche_id}"].get.responses["200"] as {
      content: { "application/json": { schema: { required: string[]; properties: Record<string, { type: unknown }> } } };
    };
    const schema = niche.content["application/json"].schema;
    expect(schema.required.sort()).toEqual(["id", "name", "slug"]);
    expect(schema.properties.description.type).toEqual(["string", "null"]);
    expect(schema.properties.is_active.type).toEqual(["boolean", "null"]);
  });
});
