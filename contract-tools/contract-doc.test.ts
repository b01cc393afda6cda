import fs from "node:fs";
import path from "node:path";
import { CALLS_END, CALLS_START, callsTable, CONTRACT_DOC_FILE, withCallsTable } from "./contract-doc";

describe("the upstream contract's calls table", () => {
  it("is committed as the contract draws it (run `npm run openapi` after changing a contract)", () => {
    const doc = fs.readFileSync(path.resolve(CONTRACT_DOC_FILE), "utf8");
    expect(doc).toBe(withCallsTable(doc));
  });

  it("names each call's required answer fields and what the panel does without an optional one", () => {
    const table = callsTable();
    expect(table).toContain("| `GET /api/v1/niches/` | Niche list, dashboard, selects; optional `q`, `status`, `sort`, `slug`, `ids` and an `X-Total-Count` on a page | `id`, `name`, `slug` | required |");
    expect(table).toMatch(/`GET \/api\/v1\/health` \| .* \| optional: The dashboard still works/);
    expect(table).toContain("`POST /api/v1/login/access-token` (form)");
  });

  it("refuses a document without its markers rather than write the table somewhere else", () => {
    expect(() => withCallsTable("# no markers")).toThrow(/markers/);
    expect(withCallsTable(`a\n${CALLS_START}\nold\n${CALLS_END}\nb`, "T")).toBe(`a\n${CALLS_START}\nT\n${CALLS_END}\nb`);
  });
});
