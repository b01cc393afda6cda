import { readdirSync } from "node:fs";
import { join } from "node:path";
import { NICHES_PATH } from "@/tests/support/api-paths";
import { panelPath, returnPathIn } from "./panel-path";
import { signInAgainPath } from "./return-path";

describe("return path after signing in again", () => {
  it("keeps a panel page with its query and fragment", () => {
    expect(panelPath("/niches/edit/5")).toBe("/niches/edit/5");
    expect(panelPath("/products?status=pending#lista")).toBe("/products?status=pending#lista");
    expect(panelPath("/admin/api-clients")).toBe("/admin/api-clients");
  });

  it.each([
    ["another origin", "https://evil.example/niches"],
    ["a protocol-relative address", "//evil.example/niches"],
    ["a backslash that browsers read as a slash", "/\\evil.example/niches"],
    ["a script", "javascript:alert(1)"],
    ["a relative path", "niches"],
    ["the sign-in page", "/login"],
    ["the API", NICHES_PATH],
    ["the session routes", "/session/expired"],
    ["a page that does not exist", "/nowhere"],
    ["nothing", null],
  ])("refuses %s", (_, target) => {
    expect(panelPath(target)).toBeNull();
  });

  it("puts the page in the sign-in address, and reads it back", () => {
    const path = signInAgainPath("/niches/edit/5?section=google");
    expect(path).toBe("/login?next=%2Fniches%2Fedit%2F5%3Fsection%3Dgoogle");
    expect(returnPathIn(path.slice("/login".length))).toBe("/niches/edit/5?section=google");
    // Whatever the address says, the sign-in goes only to a panel page.
    expect(returnPathIn(signInAgainPath("//evil.example/").slice("/login".length))).toBeNull();
    expect(returnPathIn("?next=https%3A%2F%2Fevil.example")).toBeNull();
  });

  it("knows every section of the panel's pages", () => {
    const root = join(__dirname, "..", "..", "app", "(admin)");
    const sections = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const section of sections) expect(panelPath(`/${section.name}`)).toBe(`/${section.name}`);
  });
});
