/**
 * @jest-environment node
 */
// An API path is spelled only in each feature's `paths.ts` (and `lib/contract/`): its `contract.ts`,
// the routes, the tests, the benchmarks and the screens import it. This test reads every string literal of
// those folders (template parts, regular expressions and JSX text too; comments are free) and names
// each one that spells an endpoint path.
//
// The rule: a literal spells an endpoint path when `/api/v1/` or `/wrapper/` is followed by more path,
// written out or substituted (`/api/v1/niches/`, `/wrapper/${rest}`). A prefix that ends the literal
// names no endpoint and stays allowed: the proxy's routing (`startsWith("/wrapper/")`), the API's base
// address (`${origin}/api/v1`), and `/api/` or `/socket.io/`, which never match.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const SCANNED = [
  "backend/routes",
  "backend/tests",
  "bench",
  "tests/e2e",
  "tests/e2e-fastapi",
  "tests/e2e-deploy",
  "tests/support",
  "tests/scale-out",
  "scripts",
  "app",
  "components",
  "features",
  "lib",
  "server",
];

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Where the paths are spelled. */
const isContract = (file: string) => file.startsWith("lib/contract/") || /^features\/[^/]+\/paths\.ts$/.test(file);

/**
 * Unit tests of generic mechanisms (the proxy, the requesters, the realtime revalidation) that still
 * spell paths as plain inputs. They are to import them too; each entry goes once its file is clean
 * (this test fails on an entry that no longer finds anything).
 */
const FILES_TO_CONVERT = [
  "lib/browser-data/client.test.ts",
  "lib/front-server/front-routes.test.ts",
  "lib/http/paged-list.test.ts",
  "lib/proxy/proxy-path.test.ts",
  "lib/proxy/proxy-redirect.test.ts",
  "lib/proxy/api-proxy.test.ts",
  "lib/front-server/request-target.test.ts",
  "lib/proxy/serve-proxy.test.ts",
  "lib/server-data/server-reads.test.ts",
  "lib/server-data/server-requester.test.ts",
  "lib/browser-data/session-refusal.test.ts",
  "features/health/realtime.test.ts",
  "features/niches/realtime.test.ts",
  "features/products/card-contents.test.ts",
  "features/products/card-image.test.ts",
  "features/products/realtime.test.ts",
  "lib/realtime/revalidation.test.ts",
];

/** Paths that are no endpoint on purpose: what the proxy must refuse or answer 404 for. */
const NOT_ENDPOINTS: Record<string, string[]> = {
  "tests/e2e/proxy.spec.ts": ["/api/v1/no-existe", "/api/v1/..%2f..%2fetc/passwd", "/api/v1/niches%2f..%2fx", "/wrapper/auth%5c..%5cx", "/api/v1/%00"],
};

/** `/api/v1/` or `/wrapper/` followed by more path; `withSubstitution`: a template part that a `${}` follows. */
function spellsEndpointPath(text: string, withSubstitution = false): boolean {
  for (const prefix of ["/api/v1/", "/wrapper/"]) {
    for (let at = text.indexOf(prefix); at !== -1; at = text.indexOf(prefix, at + 1)) {
      const end = at + prefix.length;
      if (end < text.length ? !/[\s"'`]/.test(text[end]) : withSubstitution) return true;
    }
  }
  return false;
}

interface Stray {
  file: string;
  line: number;
  text: string;
}

function literalsOf(file: string, source: string): Stray[] {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : file.endsWith("ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Stray[] = [];
  const check = (node: ts.Node, text: string, withSubstitution = false) => {
    if (spellsEndpointPath(text, withSubstitution)) {
      found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, text });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) check(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) check(node, node.text, true);
    else if (ts.isTemplateTail(node)) check(node, node.text);
    else if (ts.isRegularExpressionLiteral(node)) check(node, node.text.replace(/\\\//g, "/"));
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") && !entry.name.endsWith(".d.mts") ? [file] : [];
  });
}

describe("API paths outside the contract modules", () => {
  const strays = SCANNED.flatMap(sourceFiles)
    .filter((file) => !isContract(file))
    .flatMap((file) => literalsOf(file, fs.readFileSync(file, "utf8")));
  const allowed = (s: Stray) => FILES_TO_CONVERT.includes(s.file) || (NOT_ENDPOINTS[s.file] ?? []).includes(s.text);

  it("are never spelled: each one names its file and line", () => {
    const report = strays.filter((s) => !allowed(s)).map((s) => `${s.file}:${s.line} ${JSON.stringify(s.text)}`);
    expect(report).toEqual([]);
  });

  it("lists no exception that nothing needs any more", () => {
    const files = new Set(strays.map((s) => s.file));
    const texts = new Set(strays.map((s) => `${s.file} ${s.text}`));
    const unused = [
      ...FILES_TO_CONVERT.filter((file) => !files.has(file)),
      ...Object.entries(NOT_ENDPOINTS).flatMap(([file, list]) => list.filter((text) => !texts.has(`${file} ${text}`)).map((text) => `${file} ${text}`)),
    ];
    expect(unused).toEqual([]);
  });

  it("tells an endpoint path from a routing prefix", () => {
    expect(spellsEndpointPath("/api/v1/niches/")).toBe(true);
    expect(spellsEndpointPath("/wrapper/auth/api-keys")).toBe(true);
    expect(spellsEndpointPath("^/api/v1/health$")).toBe(true);
    expect(spellsEndpointPath("/api/v1/", true)).toBe(true);
    expect(spellsEndpointPath("/wrapper/")).toBe(false);
    expect(spellsEndpointPath("/api/")).toBe(false);
    expect(spellsEndpointPath("/api/v1")).toBe(false);
    expect(spellsEndpointPath("/socket.io/")).toBe(false);
  });
});
