// Reads the panel's sources and lists every class list an element can end up with: each host
// element's className, each `cn`/`clsx`/cva call, and each component's own classes joined with what
// its callers pass (followed through the components that hand `className` on). A ternary is two
// lists; a `cond && "x"` part is always counted, so a list holds every class it can hold at once.
// What is not spelled in the sources (a parameter no caller fills, a CSS module) counts as nothing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export type ClassList = { where: string; classes: string };

const ROOT = resolve(__dirname, "../..");
const SOURCE_FOLDERS = ["app", "components", "features", "lib"];
const JOINERS = new Set(["cn", "clsx", "cx", "twMerge"]);
const MAX_ALTERNATIVES = 256;
const MAX_DEPTH = 6;

/** One value a binding of the caller may hold: classes, or absent (a cva prop left to its default). */
type Value = string | undefined;
type Env = Map<string, Value[]>;
type Cva = { base: Value[]; variants: Map<string, Map<string, Value[]>>; defaults: Map<string, string> };

const files = new Map<string, ts.SourceFile | null>();

function sourceFile(path: string): ts.SourceFile | null {
  if (!files.has(path)) {
    const text = existsSync(path) ? readFileSync(path, "utf8") : null;
    files.set(path, text === null ? null : ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  }
  return files.get(path) ?? null;
}

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const product = (lists: Value[][]): Value[] => {
  let out: Value[] = [""];
  for (const list of lists) {
    const next = new Set<string>();
    for (const left of out) for (const right of list) next.add(`${left ?? ""} ${right ?? ""}`.trim());
    out = [...next].slice(0, MAX_ALTERNATIVES);
  }
  return out;
};

const union = (...lists: Value[][]): Value[] => [...new Set(lists.flat())];

/** The declaration a name refers to at `node`: a const, function, parameter binding, or import. */
type Found = { kind: "value"; node: ts.Node } | { kind: "param" } | null;

function findInStatements(statements: readonly ts.Statement[], name: string, file: ts.SourceFile): Found {
  for (const statement of statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
          return { kind: "value", node: declaration.initializer };
        }
      }
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return { kind: "value", node: statement };
    if (ts.isImportDeclaration(statement) && statement.importClause && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.name.text !== name) continue;
          const target = resolveModule(file.fileName, statement.moduleSpecifier.text);
          return target ? findExport(target, (element.propertyName ?? element.name).text, 0) : null;
        }
      }
    }
  }
  return null;
}

function findExport(path: string, name: string, depth: number): Found {
  const file = sourceFile(path);
  if (!file || depth > 4) return null;
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        if (element.name.text !== name) continue;
        const local = (element.propertyName ?? element.name).text;
        if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
          const target = resolveModule(path, statement.moduleSpecifier.text);
          return target ? findExport(target, local, depth + 1) : null;
        }
        return findInStatements(file.statements, local, file);
      }
    }
  }
  return findInStatements(file.statements, name, file);
}

function bindsName(name: ts.BindingName, wanted: string): boolean {
  if (ts.isIdentifier(name)) return name.text === wanted;
  return name.elements.some((element) => !ts.isOmittedExpression(element) && bindsName(element.name, wanted));
}

function lookup(identifier: ts.Identifier): Found {
  const name = identifier.text;
  for (let node: ts.Node | undefined = identifier.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node) && node.parameters.some((parameter) => bindsName(parameter.name, name))) return { kind: "param" };
    if (ts.isBlock(node) || ts.isSourceFile(node)) {
      const found = findInStatements(node.statements, name, identifier.getSourceFile());
      if (found) return found;
    }
  }
  return null;
}

function readCva(call: ts.CallExpression, depth: number): Cva | null {
  const [baseArg, config] = call.arguments;
  if (!baseArg) return null;
  const cva: Cva = { base: evaluate(baseArg, new Map(), depth), variants: new Map(), defaults: new Map() };
  if (config && ts.isObjectLiteralExpression(config)) {
    for (const property of config.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) continue;
      const key = property.name.getText();
      for (const entry of property.initializer.properties) {
        if (!ts.isPropertyAssignment(entry)) continue;
        if (key === "variants" && ts.isObjectLiteralExpression(entry.initializer)) {
          const values = new Map<string, Value[]>();
          for (const option of entry.initializer.properties) {
            if (ts.isPropertyAssignment(option)) values.set(option.name.getText().replace(/["']/g, ""), evaluate(option.initializer, new Map(), depth));
          }
          cva.variants.set(entry.name.getText(), values);
        }
        if (key === "defaultVariants") {
          const [value] = evaluate(entry.initializer, new Map(), depth);
          if (value) cva.defaults.set(entry.name.getText(), value);
        }
      }
    }
  }
  return cva;
}

/** A cva function called with `{ variant, size, className }`: one list per combination of its props. */
function callCva(cva: Cva, argument: ts.Expression | undefined, env: Env, depth: number): Value[] {
  const given = new Map<string, Value[]>();
  if (argument && ts.isObjectLiteralExpression(argument)) {
    for (const property of argument.properties) {
      if (ts.isShorthandPropertyAssignment(property)) given.set(property.name.text, env.get(property.name.text) ?? [undefined, ...allOptions(cva, property.name.text)]);
      if (ts.isPropertyAssignment(property)) given.set(property.name.getText(), evaluateOrAbsent(property.initializer, env, depth));
    }
  }
  const parts: Value[][] = [cva.base];
  for (const [key, options] of cva.variants) {
    const chosen = given.get(key) ?? [undefined];
    parts.push(union(...chosen.map((value) => options.get(value ?? cva.defaults.get(key) ?? "") ?? options.get(cva.defaults.get(key) ?? "") ?? [""])));
  }
  const className = given.get("className") ?? given.get("class");
  if (className) parts.push(className);
  return product(parts);
}

function allOptions(cva: Cva, key: string): string[] {
  return [...(cva.variants.get(key)?.keys() ?? [])];
}

function evaluateOrAbsent(expression: ts.Expression, env: Env, depth: number): Value[] {
  if (expression.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isIdentifier(expression) && expression.text === "undefined")) return [undefined];
  return evaluate(expression, env, depth);
}

function cvaOf(node: ts.Node, depth: number): Cva | null {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "cva") return readCva(node, depth);
  return null;
}

/** Every class list an expression can produce. */
function evaluate(expression: ts.Expression, env: Env, depth: number): Value[] {
  if (depth > MAX_DEPTH) return [""];
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  // Booleans name a cva option ("true"/"false"); as classes they match no utility.
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return ["true"];
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return ["false"];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isNonNullExpression(expression)) {
    return evaluate(expression.expression, env, depth);
  }
  if (ts.isTemplateExpression(expression)) {
    return product([[expression.head.text], ...expression.templateSpans.flatMap((span) => [evaluate(span.expression, env, depth), [span.literal.text]])]);
  }
  if (ts.isConditionalExpression(expression)) return union(evaluate(expression.whenTrue, env, depth), evaluate(expression.whenFalse, env, depth));
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return evaluate(expression.right, env, depth);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
      return union(evaluate(expression.left, env, depth), evaluate(expression.right, env, depth));
    }
    if (operator === ts.SyntaxKind.PlusToken) return product([evaluate(expression.left, env, depth), evaluate(expression.right, env, depth)]);
    return [""];
  }
  if (ts.isArrayLiteralExpression(expression)) return product(expression.elements.map((element) => evaluate(element, env, depth)));
  if (ts.isObjectLiteralExpression(expression)) {
    return [expression.properties.map((property) => (property.name ? property.name.getText().replace(/["'`]/g, "") : "")).join(" ")];
  }
  if (ts.isCallExpression(expression)) {
    const callee = expression.expression;
    if (ts.isIdentifier(callee) && JOINERS.has(callee.text)) return product(expression.arguments.map((argument) => evaluate(argument, env, depth)));
    if (ts.isIdentifier(callee)) {
      const found = lookup(callee);
      const cva = found?.kind === "value" ? cvaOf(found.node, depth + 1) : null;
      if (cva) return callCva(cva, expression.arguments[0], env, depth + 1);
    }
    return [""];
  }
  if (ts.isIdentifier(expression)) {
    if (env.has(expression.text)) return env.get(expression.text)!;
    const found = lookup(expression);
    if (found?.kind === "value" && ts.isExpression(found.node)) return evaluate(found.node, env, depth + 1);
    return [""];
  }
  if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
    const object = objectLiteralOf(expression.expression);
    if (!object) return [""];
    // A key the caller's props spell picks its entries (SIZES[size] with size="lg"); any other, all of them.
    const spelled = ts.isPropertyAccessExpression(expression)
      ? [expression.name.text]
      : evaluate(expression.argumentExpression, env, depth).filter((key): key is string => Boolean(key));
    const keys = spelled.length ? new Set(spelled) : null;
    const values = object.properties.filter(ts.isPropertyAssignment).filter((property) => !keys || keys.has(property.name.getText().replace(/["']/g, "")));
    return values.length ? union(...values.map((property) => evaluate(property.initializer, new Map(), depth + 1))) : [""];
  }
  return [""];
}

function objectLiteralOf(expression: ts.Expression): ts.ObjectLiteralExpression | null {
  let node: ts.Node | undefined = expression;
  for (let hops = 0; node && hops < 4; hops++) {
    if (ts.isObjectLiteralExpression(node)) return node;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
    else if (ts.isIdentifier(node)) {
      const found = lookup(node);
      node = found?.kind === "value" ? found.node : undefined;
    } else return null;
  }
  return null;
}

/** A component declared in the sources: a function whose first parameter destructures its props. */
function componentOf(tag: ts.JsxTagNameExpression): ts.FunctionLikeDeclaration | null {
  if (!ts.isIdentifier(tag) || !/^[A-Z]/.test(tag.text)) return null;
  const found = lookup(tag);
  if (found?.kind !== "value") return null;
  const node = found.node;
  if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
  return null;
}

const where = (node: ts.Node) => {
  const file = node.getSourceFile();
  return `${relative(ROOT, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

/** What an element is given: its attributes, and what a props rest spread into it forwards. */
function attributesOf(element: ts.JsxOpeningLikeElement, env: Env, depth: number): Map<string, Value[]> {
  const attributes = new Map<string, Value[]>();
  for (const attribute of element.attributes.properties) {
    if (ts.isJsxSpreadAttribute(attribute)) {
      const forwarded = ts.isIdentifier(attribute.expression) ? rests.get(env)?.get(attribute.expression.text) : undefined;
      for (const [name, values] of forwarded ?? []) attributes.set(name, values);
      continue;
    }
    const initializer = attribute.initializer;
    const name = attribute.name.getText();
    if (!initializer) attributes.set(name, ["true"]);
    else if (ts.isStringLiteral(initializer)) attributes.set(name, [initializer.text]);
    else if (ts.isJsxExpression(initializer) && initializer.expression) attributes.set(name, evaluateOrAbsent(initializer.expression, env, depth));
  }
  return attributes;
}

/** The props rest (`...props`) of each binding of a component's props: what the caller passed beyond the named ones. */
const rests = new WeakMap<Env, Map<string, Map<string, Value[]>>>();

/** The names a component's props bind, with what the caller passes (absent when it passes nothing). */
function bindProps(component: ts.FunctionLikeDeclaration, attributes: Map<string, Value[]>, depth: number): Env {
  const bound: Env = new Map();
  const parameter = component.parameters[0];
  if (!parameter || !ts.isObjectBindingPattern(parameter.name)) return bound;
  const named = new Set<string>();
  for (const element of parameter.name.elements) {
    if (!ts.isIdentifier(element.name)) continue;
    if (element.dotDotDotToken) {
      const rest = new Map([...attributes].filter(([name]) => !named.has(name)));
      rests.set(bound, new Map([[element.name.text, rest]]));
      continue;
    }
    const prop = element.propertyName?.getText() ?? element.name.text;
    named.add(prop);
    const fallback = element.initializer ? evaluate(element.initializer, new Map(), depth) : [undefined];
    bound.set(element.name.text, attributes.get(prop) ?? fallback);
  }
  return bound;
}

export function collectClassLists(): ClassList[] {
  const lists: ClassList[] = [];
  const add = (node: ts.Node, values: Value[], caller?: string) => {
    const at = caller ? `${caller} → ${where(node)}` : where(node);
    for (const value of values) if (value && value.trim()) lists.push({ where: at, classes: value.trim() });
  };

  /** An element's classes, then the classes inside the component it names, given what it passes. */
  function visitElement(element: ts.JsxOpeningLikeElement, env: Env, depth: number, trail: Set<ts.Node>, caller?: string) {
    const attributes = attributesOf(element, env, depth);
    const component = componentOf(element.tagName);
    if (!component) {
      const className = attributes.get("className");
      if (className) add(element, className, caller);
      return;
    }
    if (trail.has(component) || depth > MAX_DEPTH || !component.body) return;
    // Only what the caller fills makes a new list: otherwise the body is visited on its own.
    if (![...attributes.values()].some((values) => values.some((value) => value))) return;
    const props = bindProps(component, attributes, depth);
    const inner = new Set(trail).add(component);
    const from = caller ?? where(element);
    const walk = (node: ts.Node) => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) visitElement(node, props, depth + 1, inner, from);
      if (ts.isCallExpression(node) && isJoinerOrCva(node) && !insideJsxClassName(node)) add(node, evaluate(node, props, depth + 1), from);
      ts.forEachChild(node, walk);
    };
    walk(component.body);
  }

  for (const folder of SOURCE_FOLDERS) {
    for (const path of sourceFiles(join(ROOT, folder))) {
      const file = sourceFile(path)!;
      const walk = (node: ts.Node) => {
        if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) visitElement(node, new Map(), 0, new Set());
        if (ts.isCallExpression(node) && isJoinerOrCva(node)) add(node, evaluate(node, new Map(), 0));
        ts.forEachChild(node, walk);
      };
      walk(file);
    }
  }
  return lists;
}

function isJoinerOrCva(call: ts.CallExpression): boolean {
  if (!ts.isIdentifier(call.expression)) return false;
  if (JOINERS.has(call.expression.text)) return true;
  const found = lookup(call.expression);
  return found?.kind === "value" && cvaOf(found.node, 0) !== null;
}

function insideJsxClassName(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return parent.name.getText() === "className";
    if (ts.isFunctionLike(parent) || ts.isJsxElement(parent)) return false;
  }
  return false;
}
