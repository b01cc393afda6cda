/**
 * @jest-environment node
 */
import * as z from "zod/mini";
import { endpoint, optional, REQUIRED } from "@/lib/contract/endpoint";
import { allEndpoints } from "@/lib/contract/registry";
import { ENDPOINT_EFFECTS } from "./effects";
import { fail, note, type Findings } from "./findings";
import { buildRows, exitCodeOf, REALTIME_ROW, renderReport, verdictOf } from "./report";

const list = endpoint("niches.list", { method: "GET", path: "/api/v1/niches/", summary: "List", response: z.array(z.unknown()), need: REQUIRED });
const health = endpoint("health.health", { method: "GET", path: "/api/v1/health", summary: "Health", response: z.unknown(), need: optional("…") });
const all = new Set([list.id, health.id, REALTIME_ROW]);

describe("the report", () => {
  it("passes rows without failures, and exits 0", () => {
    const rows = buildRows([list, health], new Map([[list.id, [note("a note")]]]), all);
    expect(rows.map(verdictOf)).toEqual(["pasa", "pasa", "pasa"]);
    expect(exitCodeOf(rows)).toBe(0);
    const text = renderReport(rows);
    expect(text).not.toContain("a note");
    expect(text).toContain("1 notas informativas ocultas");
    expect(renderReport(rows, { verbose: true })).toContain("· a note");
  });

  it("fails a required row, with what breaks for the user, and exits 1", () => {
    const findings: Findings = new Map([[list.id, [{ ...fail("El campo `name` falta"), source: "live" as const }]]]);
    const rows = buildRows([list, health], findings, all);
    expect(verdictOf(rows[0])).toBe("falla");
    expect(exitCodeOf(rows)).toBe(1);
    const text = renderReport(rows);
    expect(text).toContain("obligatoria  FALLA         GET    /api/v1/niches/");
    expect(text).toContain("✗ En vivo: El campo `name` falta");
    expect(text).toContain(`→ Sin esto: ${ENDPOINT_EFFECTS["niches.list"]}.`);
  });

  it("degrades an optional row that fails, says what the panel does without it, and exits 0", () => {
    const rows = buildRows([list, health], new Map([[health.id, [fail("falta GET /api/v1/health.")]]]), all);
    expect(verdictOf(rows[1])).toBe("degrada");
    expect(exitCodeOf(rows)).toBe(0);
    expect(renderReport(rows)).toContain(`→ Sin esto el panel sigue: ${ENDPOINT_EFFECTS["health.health"]}.`);
  });

  it("says which rows nothing could check", () => {
    const rows = buildRows([list], new Map(), new Set());
    expect(rows.map(verdictOf)).toEqual(["sin comprobar", "sin comprobar"]);
    expect(exitCodeOf(rows)).toBe(0);
  });
});

describe("ENDPOINT_EFFECTS", () => {
  it("says in Spanish what each endpoint of the contract serves, and nothing else", () => {
    expect(Object.keys(ENDPOINT_EFFECTS).sort()).toEqual([...allEndpoints.map((e) => e.id), REALTIME_ROW].sort());
  });
});
