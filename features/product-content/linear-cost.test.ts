import { contentStats } from "./stats";
import { extractToc } from "./toc";

// What the page computes on the server's only thread before the article arrives: every stored
// version's TOC and reading stats. An article at the renderer's cap costs milliseconds whatever its text;
// a super-linear pattern costs minutes on these inputs. The budget sits far from both, so that a busy
// machine slowing the linear work tenfold still passes and any super-linear case still fails.
const SIZE = 256 * 1024;
const BUDGET_MS = 1_500;

const fill = (unit: string, prefix = "", suffix = "") => prefix + unit.repeat(Math.ceil((SIZE - prefix.length - suffix.length) / unit.length)) + suffix;

function millis(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const HOSTILE_HEADINGS: Record<string, string> = {
  "unclosed bold": fill("**a ", "# "),
  "unclosed strike": fill("~~a ", "# "),
  "unclosed code": fill("`a ", "# "),
  "unclosed underscore": fill("_a ", "# "),
  "unclosed links": fill("[a](", "# "),
  "unclosed brackets": fill("[", "# "),
  "unclosed tags": fill("<a", "# "),
  "spaces before the last word": fill(" ", "# a", "b"),
  "spaces before a line separator": fill(" ", "# ", "a\u2028b"),
  "one heading repeated": fill("# a\n"),
};

const HOSTILE_TEXTS: Record<string, string> = {
  "unclosed links": fill("[a]("),
  "unclosed brackets": fill("["),
  "unclosed tags": fill("<a "),
  "unclosed autolinks": fill("<http:"),
  "anchors without href": fill("<a x"),
};

describe("the TOC of a hostile article", () => {
  it.each(Object.entries(HOSTILE_HEADINGS))("%s: within the budget", (_, markdown) => {
    expect(millis(() => extractToc(markdown))).toBeLessThan(BUDGET_MS);
  });
});

describe("the stats of a hostile article", () => {
  it.each(Object.entries({ ...HOSTILE_TEXTS, ...HOSTILE_HEADINGS }))("%s: within the budget", (_, markdown) => {
    expect(millis(() => contentStats(markdown))).toBeLessThan(BUDGET_MS);
  });
});
