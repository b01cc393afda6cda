/**
 * @jest-environment node
 */
// Each admin page's client components must find their texts in what the shell and the page's section
// layouts hand over. The page's code is walked through its imports (through a front door, only the
// modules whose exports are named), and every namespace a reached module reads is looked for.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import { PAGE_NAMESPACES, SHELL_NAMESPACES, namespacesOf, type AdminRoute } from "./admin-messages";

const ROOT = join(__dirname, "..", "..");
const ADMIN = join(ROOT, "app", "(admin)");

// Modules whose namespace is not a literal: what they read, and why.
const NAMESPACES_OF: Record<string, string[]> = {
  // Its caller passes its own pagination messages, which the caller's own module names.
  "components/shared/list-page-links.tsx": [],
  // Reads the whole catalogue's root for keys it spells in full.
  "features/search/components/command-palette.tsx": ["layout", "common"],
};

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? join(dirname(from), specifier) : null;
  if (base === null) return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The modules a file's imports reach: named imports of a re-exporting module follow only those names. */
function importsOf(file: string, names: Set<string> | "all"): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const reached: string[] = [];
  const follow = (specifier: ts.Expression | undefined) => {
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolveModule(file, specifier.text);
      if (target) reached.push(target);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isExportDeclaration(node)) {
      const exported = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements.map((e) => e.name.text) : null;
      if (names === "all" || exported === null || exported.some((name) => names.has(name))) follow(node.moduleSpecifier);
    } else if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly) follow(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      follow(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reached;
}

/** The names a file imports from `target` ("all" for a namespace, default or side-effect import). */
function namesImported(file: string, target: string): Set<string> | "all" {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || resolveModule(file, specifier.text) !== target) continue;
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    if (ts.isImportDeclaration(statement) && (!bindings || statement.importClause?.name)) return "all";
    if (!bindings || (!ts.isNamedImports(bindings) && !ts.isNamedExports(bindings))) return "all";
    for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
  }
  return names.size > 0 ? names : "all";
}

/** Whether a module only re-exports (a feature's front door), so only the named parts are followed. */
function isFrontDoor(file: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  return source.statements.every((s) => ts.isExportDeclaration(s) || (ts.isImportDeclaration(s) && s.importClause?.isTypeOnly));
}

/** Top-level namespaces read by the code `entry` reaches, with a module that reads each. */
function namespacesReached(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const found = new Map<string, string>();
  const pending: { file: string; names: Set<string> | "all" }[] = [{ file: entry, names: "all" }];
  while (pending.length > 0) {
    const { file, names } = pending.pop()!;
    const key = `${file}|${names === "all" ? "*" : [...names].sort().join(",")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const path = relative(ROOT, file);
    const text = readFileSync(file, "utf8");
    for (const [, namespace] of text.matchAll(/useTranslations\(\s*["'`]([A-Za-z]+)/g)) found.set(namespace, path);
    if (/useTranslations\(\s*[^"'`\s)]|useTranslations\(\s*\)/.test(text)) {
      expect(NAMESPACES_OF).toHaveProperty([path]);
      for (const namespace of NAMESPACES_OF[path]) found.set(namespace, path);
    }
    for (const target of importsOf(file, isFrontDoor(file) ? names : "all")) {
      pending.push({ file: target, names: isFrontDoor(target) ? namesImported(file, target) : "all" });
    }
  }
  return found;
}

function pagesUnder(dir: string): string[] {
  return ts.sys.readDirectory(dir, [".tsx"]).filter((file) => file.endsWith("/page.tsx"));
}

/** The page's route, as the sections spell it ("/niches/[id]/products"). */
const routeOf = (page: string) => `/${relative(ADMIN, dirname(page))}`.replace(/\/$/, "");

describe("the texts each admin page's client components read", () => {
  const pages = pagesUnder(ADMIN);

  it("finds the admin pages", () => {
    expect(pages.map(routeOf)).toEqual(expect.arrayContaining(["/products", "/niches/new", "/dashboard"]));
  });

  it.each(pages.map((page) => [routeOf(page), page]))("%s hands over every namespace its code reads", (route, page) => {
    expect(PAGE_NAMESPACES).toHaveProperty([route]);
    expect(readFileSync(page, "utf8")).toContain(`<PageMessages route="${route}">`);
    const given = new Set(namespacesOf(route as AdminRoute));
    const missing = [...namespacesReached(page)].filter(([namespace]) => !given.has(namespace)).map(([namespace, file]) => `${namespace} (${file})`);
    expect(missing).toEqual([]);
  });

  it("gives the shell what the admin layout's own components read", () => {
    const missing = [...namespacesReached(join(ADMIN, "layout.tsx"))].filter(([namespace]) => !SHELL_NAMESPACES.includes(namespace)).map(([namespace, file]) => `${namespace} (${file})`);
    expect(missing).toEqual([]);
  });

  it("names no route that has no page", () => {
    expect(Object.keys(PAGE_NAMESPACES).sort()).toEqual(pages.map(routeOf).sort());
  });
});
