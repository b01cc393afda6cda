/** @jest-environment node */
import { twMerge } from "tailwind-merge";
import { collectClassLists } from "./class-lists";

// `cn` joins classes without tailwind-merge, so no element may carry two classes of which the merge
// would have dropped one: Tailwind orders its CSS by its own sort, not by the order in the attribute,
// and the one that wins would then be a matter of chance. A component whose callers need another
// padding, height or colour offers it as a variant or a prop instead of being overridden.
function dropped(classes: string): string[] {
  const unique = [...new Set(classes.split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(unique.join(" ")).split(" "));
  return unique.filter((name) => !kept.has(name));
}

describe("class lists", () => {
  const lists = collectClassLists();

  it("are found across the screens and the primitives, callers' classes joined with the component's", () => {
    const found = (where: RegExp, ...classes: string[]) =>
      lists.some((list) => where.test(list.where) && classes.every((name) => list.classes.split(" ").includes(name)));
    expect(lists.length).toBeGreaterThan(500);
    expect(found(/^components\/ui\/card\.tsx/, "rounded-xl", "py-6")).toBe(true);
    // A caller's className and variant reach the element the component draws...
    expect(found(/niche-products-filters\.tsx:\d+ → components\/ui\/card\.tsx/, "rounded-xl", "p-4")).toBe(true);
    // ...through a component that forwards the rest of its props (ButtonLink to Button).
    expect(found(/quick-actions\.tsx:\d+ → components\/ui\/button\.tsx/, "justify-start", "border")).toBe(true);
  });

  it("hold no two classes that set the same property", () => {
    const conflicts = lists
      .map((list) => ({ ...list, dropped: dropped(list.classes) }))
      .filter((list) => list.dropped.length > 0)
      .map((list) => `${list.where}: ${list.dropped.join(" ")} overridden in "${list.classes}"`);
    expect([...new Set(conflicts)]).toEqual([]);
  });
});
