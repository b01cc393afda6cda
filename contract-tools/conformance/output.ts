// The check's last word: the table of rows and the verdict in Spanish, or the same as one JSON
// document for machines. Also used when the run is stopped early (a signal, the last-resort timer),
// with whatever rows it had reached.
import { renderReport, verdictOf, type Row } from "./report";
import type { Secrets } from "./secrets";

export interface Outcome {
  rows: Row[];
  exitCode: 0 | 1 | 2;
  reason?: string;
  notes: string[];
  leftovers: string[];
  elapsedMs: number;
}

const RESULT = { 0: "cumple", 1: "no cumple", 2: "no se pudo comprobar" } as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace(".", ",")} s`;

export function outcomeText(outcome: Outcome, verbose: boolean): string {
  // A run stopped before checking anything has no table worth reading: its reason says it all.
  const lines = outcome.rows.some((row) => row.checked) ? renderReport(outcome.rows, { verbose }).split("\n") : [];
  // renderReport ends with its verdict, which holds only when the check ran whole.
  if (outcome.reason) lines.splice(-1, 1, `No se pudo comprobar: ${outcome.reason}`);
  lines.push(`Terminado en ${seconds(outcome.elapsedMs)} · salida ${outcome.exitCode} (${RESULT[outcome.exitCode]}).`);
  return `\n${lines.join("\n")}`;
}

export function outcomeJson(outcome: Outcome, secrets: Secrets): string {
  const document = {
    exitCode: outcome.exitCode,
    result: RESULT[outcome.exitCode],
    reason: outcome.reason ?? null,
    elapsedMs: Math.round(outcome.elapsedMs),
    notes: outcome.notes,
    leftovers: outcome.leftovers,
    rows: outcome.rows.map((row) => ({ method: row.method, path: row.path, required: row.required, verdict: verdictOf(row), findings: row.findings })),
  };
  return JSON.stringify(secrets.maskValue(document), null, 2);
}
