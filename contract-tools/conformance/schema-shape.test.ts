/**
 * @jest-environment node
 */
import { refusedTypes, toShape } from "./schema-shape";

const doc = {
  components: {
    schemas: {
      Niche: { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } }, required: ["id", "name"] },
      Ref: { type: "object", properties: { slug: { type: "string" } }, required: ["slug"] },
    },
  },
};

describe("toShape", () => {
  it("resolves a $ref to components/schemas and names it", () => {
    const shape = toShape({ type: "array", items: { $ref: "#/components/schemas/Niche" } }, doc);
    expect(shape.types).toEqual(new Set(["array"]));
    expect(shape.items?.ref).toBe("Niche");
    expect(Object.keys(shape.items!.properties)).toEqual(["id", "name"]);
    expect(shape.items!.required).toEqual(new Set(["id", "name"]));
  });

  it("reads FastAPI's anyOf with null, OpenAPI 3.0's nullable and 3.1's type list alike", () => {
    const spellings = [
      { anyOf: [{ type: "string" }, { type: "null" }] },
      { type: "string", nullable: true },
      { type: ["string", "null"] },
    ];
    for (const schema of spellings) expect(toShape(schema, doc).types).toEqual(new Set(["string", "null"]));
  });

  it("reads pydantic v1's allOf around a $ref as the referenced object", () => {
    const shape = toShape({ title: "Niche", allOf: [{ $ref: "#/components/schemas/Ref" }] }, doc);
    expect(shape.hasProperties).toBe(true);
    expect(shape.required).toEqual(new Set(["slug"]));
  });

  it("requires of a union only what every object branch requires", () => {
    const shape = toShape({ anyOf: [{ $ref: "#/components/schemas/Niche" }, { $ref: "#/components/schemas/Ref" }, { type: "null" }] }, doc);
    expect(shape.required.size).toBe(0);
    expect(Object.keys(shape.properties).sort()).toEqual(["id", "name", "slug"]);
    expect(shape.types).toEqual(new Set(["object", "null"]));
  });

  it("infers the type of an enum without one, and says nothing of a schema that says nothing", () => {
    expect(toShape({ enum: ["a", "b"] }, doc).types).toEqual(new Set(["string"]));
    expect(toShape({}, doc).types).toBeNull();
    expect(toShape({ $ref: "#/components/schemas/Nowhere" }, doc).types).toBeNull();
  });
});

describe("refusedTypes", () => {
  it("lets an integer through where the contract reads a number, not the other way round", () => {
    expect(refusedTypes(toShape({ type: "number" }, doc), toShape({ type: "integer" }, doc))).toEqual([]);
    expect(refusedTypes(toShape({ type: "integer" }, doc), toShape({ type: "number" }, doc))).toEqual(["number"]);
  });

  it("names null when the upstream may send it and the contract refuses it", () => {
    expect(refusedTypes(toShape({ type: "string" }, doc), toShape({ type: ["string", "null"] }, doc))).toEqual(["null"]);
    expect(refusedTypes(toShape({ type: ["string", "null"] }, doc), toShape({ type: "string", nullable: true }, doc))).toEqual([]);
  });
});
