// Every interface text calls a thing by one name (messages/glossary.md).
import messages from "@/messages/es.json";

function texts(node: unknown, path = ""): { path: string; text: string }[] {
  if (typeof node === "string") return [{ path, text: node }];
  if (node && typeof node === "object") return Object.entries(node).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
  return [];
}

const OTHER_NAMES: { name: string; refused: RegExp }[] = [
  { name: "Affiliate Tag", refused: /tag de afiliado/i },
  { name: "API key", refused: /\bAPI Key\b/ },
  { name: "API Client", refused: /\bclientes? API\b/i },
];

describe("the glossary", () => {
  it.each(OTHER_NAMES)("no text names the $name otherwise", ({ refused }) => {
    expect(texts(messages).filter(({ text }) => refused.test(text))).toEqual([]);
  });

  it("spells the affiliate tag as a title in labels and in lower case inside a sentence", () => {
    const mixed = texts(messages).filter(({ text }) => /affiliate tag/i.test(text) && !/Affiliate Tag|affiliate tag/.test(text));
    expect(mixed).toEqual([]);
  });
});
