/**
 * @jest-environment node
 */
import * as z from "zod/mini";
import { endpoint, REQUIRED } from "@/lib/contract/endpoint";
import { checkAnswer, fieldLabel } from "./answer-check";

const list = endpoint("things.list", {
  method: "GET",
  path: "/api/v1/things/",
  summary: "Things",
  response: z.array(z.looseObject({ id: z.number(), name: z.string(), note: z.nullish(z.string()) })),
  need: REQUIRED,
});
const where = "GET /api/v1/things/";

describe("checkAnswer", () => {
  it("accepts what the contract's schema reads (unknown fields, null for optional ones)", () => {
    expect(checkAnswer(list, where, [{ id: 1, name: "a", note: null, extra: true }])).toEqual([]);
  });

  it("names a missing field and the field that seems to replace it", () => {
    const [finding] = checkAnswer(list, where, [{ id: 1, title: "a" }]);
    expect(finding.level).toBe("fail");
    expect(finding.text).toBe("El campo `name` falta en GET /api/v1/things/: el panel lo necesita. ¿Se llama `title`? Renombra `title` a `name` en la respuesta.");
  });

  it("says what a field of the wrong type holds and what the panel reads", () => {
    const [finding] = checkAnswer(list, where, [{ id: "7", name: "a" }]);
    expect(finding.text).toContain('El campo `id` de GET /api/v1/things/ vale "7" (string); el panel lo lee como number');
  });

  it("reports one finding per field, however many items carry the problem", () => {
    expect(checkAnswer(list, where, [{ id: 1 }, { id: 2 }, { id: 3 }])).toHaveLength(1);
  });

  it("says when the whole answer has another shape", () => {
    const [finding] = checkAnswer(list, where, { items: [], total: 0 });
    expect(finding.text).toContain("GET /api/v1/things/ responde object");
    expect(finding.text).toContain("el panel espera array. Devuelve la lista tal cual, no dentro de `items`.");
  });
});

describe("fieldLabel", () => {
  it("drops a list's index and marks nested lists with []", () => {
    expect(fieldLabel([0, "niche", "name"])).toBe("niche.name");
    expect(fieldLabel(["files", 2, "url"])).toBe("files[].url");
  });
});
