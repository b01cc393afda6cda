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

  it("are found across the screens and the primitives", () => {
    expect(lists.length).toBeGreaterThan(500);
    expect(lists.some((list) => list.where.startsWith("components/ui/card.tsx") && list.classes.includes("rounded-xl"))).toBe(true);
  });

  it("hold no two classes that set the same property", () => {
    const conflicts = lists
      .map((list) => ({ ...list, dropped: dropped(list.classes) }))
      .filter((list) => list.dropped.length > 0)
      .map((list) => `${list.where}: ${list.dropped.join(" ")} overridden in "${list.classes}"`);
    expect([...new Set(conflicts)]).toEqual([]);
  });
});
