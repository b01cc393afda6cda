// What the conformance check says about one row (an endpoint of the contract, or the realtime
// connection): failures, which break what the row serves, and notes, which inform only.
export type Level = "fail" | "note";

/** Where a finding comes from: the upstream's OpenAPI document, or its answers. */
export type Source = "openapi" | "live";

export interface Finding {
  level: Level;
  text: string;
  source?: Source;
}

export type Findings = Map<string, Finding[]>;

export const fail = (text: string): Finding => ({ level: "fail", text });
export const note = (text: string): Finding => ({ level: "note", text });

export function addFindings(into: Findings, id: string, ...found: Finding[]): void {
  if (!found.length) return;
  into.set(id, [...(into.get(id) ?? []), ...found]);
}

export function mergeFindings(...all: Findings[]): Findings {
  const merged: Findings = new Map();
  for (const findings of all) for (const [id, list] of findings) addFindings(merged, id, ...list);
  return merged;
}

/** The same findings, marked with where they come from. */
export function fromSource(findings: Findings, source: Source): Findings {
  return new Map([...findings].map(([id, list]) => [id, list.map((finding) => ({ ...finding, source }))]));
}
