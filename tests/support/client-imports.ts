// The modules a page's first load carries into the browser, read from the source: from a server
// module down through its static imports, and from the first "use client" module on, everything it
// statically imports is browser code. A dynamic `import()` is a later chunk and is not followed;
// type-only imports are erased. A re-export is followed only for the names asked of it, as the
// bundler drops a barrel's unused re-exports (`sideEffects` in package.json); any other module is
// taken whole. It answers which chains reach a package, e.g. whether zod is on a first load.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

type Names = "*" | ReadonlySet<string>;

interface Parsed {
  client: boolean;
  imports: { from: string; names: Names }[];
  reexports: { from: string; names: Map<string, string> | "*"; star: boolean }[];
}

const parsedCache = new Map<string, Parsed>();

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of ["", ...EXTENSIONS]) {
    const file = base + candidate;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function parse(file: string): Parsed {
  const known = parsedCache.get(file);
  if (known) return known;
  const tree = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const first = tree.statements[0];
  const client =
    first !== undefined && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === "use client";
  const parsed: Parsed = { client, imports: [], reexports: [] };
  for (const statement of tree.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const from = statement.moduleSpecifier.text;
      if (!clause) {
        parsed.imports.push({ from, names: "*" });
        continue;
      }
      if (clause.isTypeOnly) continue;
      const names = new Set<string>();
      let all = false;
      if (clause.name) names.add("default");
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) all = true;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
      }
      if (all || names.size > 0) parsed.imports.push({ from, names: all ? "*" : names });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.isTypeOnly) continue;
      const from = statement.moduleSpecifier.text;
      const clause = statement.exportClause;
      if (!clause) parsed.reexports.push({ from, names: "*", star: true });
      else if (ts.isNamespaceExport(clause)) parsed.reexports.push({ from, names: new Map([[clause.name.text, "*"]]), star: false });
      else {
        const names = new Map<string, string>();
        for (const element of clause.elements) {
          if (!element.isTypeOnly) names.set(element.name.text, (element.propertyName ?? element.name).text);
        }
        if (names.size > 0) parsed.reexports.push({ from, names, star: false });
      }
    }
  }
  parsedCache.set(file, parsed);
  return parsed;
}

const relative = (file: string) => path.relative(ROOT, file);

/**
 * Every chain of browser modules from `entries` (project paths: pages and layouts, or with
 * `inBrowser` modules known to run there) to a specifier `reaches` accepts, each as
 * `a.tsx > b.ts > zod/mini`. One chain per module that imports it.
 */
export function browserChainsTo(entries: string[], reaches: (specifier: string) => boolean, inBrowser = false): string[] {
  const chains = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, names: Names, inBrowser: boolean, trail: string[]) => {
    const parsed = parse(file);
    const browser = inBrowser || parsed.client;
    const key = `${file}|${browser}|${names === "*" ? "*" : [...names].sort().join(",")}`;
    if (seen.has(key)) return;
    seen.add(key);
    const here = [...trail, relative(file)];
    const follow = (specifier: string, asked: Names) => {
      if (reaches(specifier)) {
        if (browser) chains.add([...here, specifier].join(" > "));
        return;
      }
      const target = resolve(file, specifier);
      if (target) visit(target, asked, browser, here);
    };
    for (const { from, names: asked } of parsed.imports) follow(from, asked);
    for (const { from, names: exported, star } of parsed.reexports) {
      if (star) {
        follow(from, names);
        continue;
      }
      const asked = new Set<string>();
      let whole = false;
      for (const [name, original] of exported as Map<string, string>) {
        if (names !== "*" && !names.has(name)) continue;
        if (original === "*") whole = true;
        else asked.add(original);
      }
      if (whole || asked.size > 0) follow(from, whole ? "*" : asked);
    }
  };
  for (const entry of entries) visit(path.join(ROOT, entry), "*", inBrowser, []);
  return [...chains].sort();
}

export const isZod = (specifier: string) => specifier === "zod" || specifier.startsWith("zod/");
