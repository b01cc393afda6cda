// The conformance check's output: one row per endpoint of the contract (and one for the realtime
// connection), required or optional, with its verdict. A required row that fails makes the exit
// status non-zero; an optional one that fails only degrades the panel.
import type { Endpoint } from "@/lib/contract/endpoint";
import { ENDPOINT_EFFECTS } from "./effects";
import type { Finding, Findings } from "./findings";

export const REALTIME_ROW = "realtime";

export type Verdict = "pasa" | "degrada" | "falla" | "sin comprobar";

export interface Row {
  id: string;
  method: string;
  path: string;
  required: boolean;
  findings: Finding[];
  checked: boolean;
}

export function buildRows(endpoints: readonly Endpoint[], findings: Findings, checked: ReadonlySet<string>): Row[] {
  const rows: Row[] = endpoints.map((endpoint) => ({
    id: endpoint.id,
    method: endpoint.method,
    path: endpoint.path,
    required: endpoint.need.required,
    findings: findings.get(endpoint.id) ?? [],
    checked: checked.has(endpoint.id),
  }));
  rows.push({
    id: REALTIME_ROW,
    method: "WS",
    path: "/socket.io/",
    required: true,
    findings: findings.get(REALTIME_ROW) ?? [],
    checked: checked.has(REALTIME_ROW),
  });
  return rows;
}

export function verdictOf(row: Row): Verdict {
  if (row.findings.some((f) => f.level === "fail")) return row.required ? "falla" : "degrada";
  return row.checked ? "pasa" : "sin comprobar";
}

export function exitCodeOf(rows: readonly Row[]): number {
  return rows.some((row) => verdictOf(row) === "falla") ? 1 : 0;
}

const SOURCE_LABEL = { openapi: "OpenAPI: ", live: "En vivo: " } as const;

const VERDICT_LABEL: Record<Verdict, string> = { pasa: "pasa", degrada: "degrada", falla: "FALLA", "sin comprobar": "sin comprobar" };

export function renderReport(rows: readonly Row[], options: { verbose?: boolean } = {}): string {
  const lines: string[] = [];
  let notes = 0;
  for (const row of rows) {
    const verdict = verdictOf(row);
    const need = row.required ? "obligatoria" : "opcional";
    lines.push(`${need.padEnd(12)} ${VERDICT_LABEL[verdict].padEnd(13)} ${row.method.padEnd(6)} ${row.path}`);
    for (const finding of row.findings) {
      const text = (finding.source ? SOURCE_LABEL[finding.source] : "") + finding.text;
      if (finding.level === "fail") lines.push(`    ✗ ${text}`);
      else if (options.verbose) lines.push(`    · ${text}`);
      else notes += 1;
    }
    if (verdict === "falla") lines.push(`    → Sin esto: ${ENDPOINT_EFFECTS[row.id]}.`);
    if (verdict === "degrada") lines.push(`    → Sin esto el panel sigue: ${ENDPOINT_EFFECTS[row.id]}.`);
  }
  const count = (verdict: Verdict) => rows.filter((row) => verdictOf(row) === verdict).length;
  lines.push("");
  lines.push(
    `Resultado: ${count("pasa")} pasan · obligatorias que fallan: ${count("falla")} · opcionales que degradan: ${count("degrada")} · sin comprobar: ${count("sin comprobar")}.`,
  );
  if (notes) lines.push(`${notes} notas informativas ocultas: --verbose para verlas.`);
  lines.push(
    count("falla")
      ? "El backend NO cumple el contrato del panel: corrige las filas FALLA."
      : "El backend cumple lo que el panel necesita.",
  );
  return lines.join("\n");
}
