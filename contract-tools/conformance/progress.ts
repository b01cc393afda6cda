// What the check has found so far, printed the moment it is found, so that a run stopped by its
// deadline, a signal or a hung upstream still leaves everything it saw. Every text is masked
// (`Secrets`) before it is kept or printed.
import { allEndpoints } from "../../lib/contract/registry";
import { addFindings, type Finding, type Findings, type Source } from "./findings";
import { buildRows, type Row } from "./report";
import type { Secrets } from "./secrets";

export type Sink = (line: string) => void;

const SOURCE_LABEL: Record<Source, string> = { openapi: "OpenAPI: ", live: "En vivo: " };

export class Progress {
  private readonly findings: Findings = new Map();
  private readonly checked = new Set<string>();
  /** What the operator should know beside the rows: the targets, the mode, warnings. */
  readonly notes: string[] = [];
  /** Records the check created and could not delete. */
  readonly leftovers: string[] = [];

  constructor(
    readonly secrets: Secrets,
    private readonly sink: Sink,
    private readonly verbose: boolean,
  ) {}

  say(text: string): void {
    const masked = this.secrets.maskText(text);
    this.notes.push(masked);
    this.sink(masked);
  }

  record(id: string, source: Source, ...found: Finding[]): void {
    this.checked.add(id);
    const masked = found.map((finding) => ({ ...finding, text: this.secrets.maskText(finding.text), source }));
    addFindings(this.findings, id, ...masked);
    for (const finding of masked) {
      if (finding.level === "fail") this.sink(`  ✗ ${SOURCE_LABEL[source]}${finding.text}`);
      else if (this.verbose) this.sink(`  · ${SOURCE_LABEL[source]}${finding.text}`);
    }
  }

  leftover(what: string[]): void {
    if (!what.length) return;
    this.leftovers.push(...what);
    this.say(`ATENCIÓN: no se pudo borrar ${what.join(", ")}: bórralo a mano.`);
  }

  rows(): Row[] {
    return buildRows(allEndpoints, this.findings, this.checked);
  }
}
