import { ADMIN_BUDGET_KB } from "./budgets";
import { budgetOf, firstLoadFiles, formatTable, measureRoutes, passes, routeOf, withinBudget, type PageManifest } from "./first-load";

const ROOT = ["static/chunks/runtime.js", "static/chunks/react.js"];

const niches: PageManifest = {
  page: "/(admin)/niches/[id]/page",
  entryJSFiles: {
    "[project]/app/layout": ["static/chunks/root.js"],
    "[project]/app/(admin)/layout": ["static/chunks/root.js", "static/chunks/shell.js"],
    "[project]/app/(admin)/niches/[id]/page": ["static/chunks/shell.js", "static/chunks/detail.js"],
  },
};
const login: PageManifest = {
  page: "/(auth)/login/page",
  entryJSFiles: { "[project]/app/(auth)/login/page": ["static/chunks/login.js"] },
};

const sizes: Record<string, number> = {
  "static/chunks/runtime.js": 40_000,
  "static/chunks/react.js": 100_000,
  "static/chunks/root.js": 5_000,
  // The detail page comes to 1 kB over the admin budget.
  "static/chunks/shell.js": ADMIN_BUDGET_KB * 1_000 - 150_000,
  "static/chunks/detail.js": 6_000,
  "static/chunks/login.js": 10_001,
};

it("names a page by its URL: route groups and the page file leave it", () => {
  expect(routeOf("/(admin)/niches/[id]/page")).toBe("/niches/[id]");
  expect(routeOf("/(auth)/login/page")).toBe("/login");
  expect(routeOf("/page")).toBe("/");
});

it("counts the bootstrap scripts and every segment's scripts once each", () => {
  expect(firstLoadFiles(niches, ROOT)).toEqual([...ROOT, "static/chunks/root.js", "static/chunks/shell.js", "static/chunks/detail.js"]);
});

it("counts the merged chunks of the client components a page renders, as component chunks name them", () => {
  const page: PageManifest = {
    page: "/(admin)/products/page",
    entryJSFiles: { "[project]/app/(admin)/products/page": [] },
    clientChunks: [["/_next/static/chunks/shell.js", ["static/chunks/a.js"], [10]], "/_next/static/chunks/detail.js", ["/_next/static/chunks/shell.js"]],
  };
  expect(firstLoadFiles(page, ROOT)).toEqual([...ROOT, "static/chunks/shell.js", "static/chunks/detail.js"]);
});

it("sums each route's scripts and judges them against their budget", () => {
  const [loginFigure, nicheFigure] = measureRoutes([niches, login], ROOT, (file) => sizes[file], {});
  expect(nicheFigure).toMatchObject({ route: "/niches/[id]", bytes: (ADMIN_BUDGET_KB + 1) * 1_000, budgetKb: ADMIN_BUDGET_KB });
  expect(withinBudget(nicheFigure)).toBe(false);
  expect(loginFigure).toMatchObject({ route: "/login", bytes: 150_001, budgetKb: 150 });
  expect(withinBudget(loginFigure)).toBe(false);
  expect(withinBudget({ ...loginFigure, bytes: 150_000 })).toBe(true);
  expect(passes(nicheFigure)).toBe(false);
});

it("lets a route over budget pass within its interim ceiling, and fails it when it grows past", () => {
  const measure = (detailBytes: number) =>
    measureRoutes([niches], ROOT, (file) => (file === "static/chunks/detail.js" ? detailBytes : sizes[file]), { "/niches/[id]": ADMIN_BUDGET_KB + 2 })[0];
  expect(passes(measure(6_000))).toBe(true);
  expect(withinBudget(measure(6_000))).toBe(false);
  expect(formatTable([measure(6_000)])).toContain("dentro del tope; sobran 1.0 kB");
  expect(passes(measure(7_001))).toBe(false);
  expect(formatTable([measure(7_001)])).toContain("EXCEDE el tope (+0.0)");
  expect(formatTable([measure(4_000)])).toContain("cumple (quite su tope provisional)");
});

it("fails a page that has no budget", () => {
  expect(budgetOf("/(other)/reports/page")).toBeNull();
  expect(passes({ route: "/reports", files: [], bytes: 1, budgetKb: null, ceilingKb: null })).toBe(false);
});

it("prints the verdicts in Spanish", () => {
  const table = formatTable(measureRoutes([niches, login], ROOT, (file) => sizes[file], {}));
  expect(table).toContain("Ruta");
  expect(table).toMatch(new RegExp(`/niches/\\[id\\]\\s+${(ADMIN_BUDGET_KB + 1).toFixed(1).replace(".", "\\.")}\\s+≤ ${ADMIN_BUDGET_KB}\\s+EXCEDE \\(\\+1\\.0\\)`));
  expect(table).toMatch(/\/login\s+150\.0\s+≤ 150\s+EXCEDE \(\+0\.0\)/);
});
