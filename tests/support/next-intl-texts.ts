// A stand-in for next-intl in unit tests that render a component alone (next-intl ships ESM only, which
// this Jest setup does not transform). It reads the real texts of messages/es.json. A test installs it with
//   jest.mock("next-intl", () => jest.requireActual("@/tests/support/next-intl-texts"));
import messages from "@/messages/es.json";

type Node = string | { [key: string]: Node };

function lookup(path: string): string | undefined {
  const found = path.split(".").reduce<Node | undefined>((node, key) => (typeof node === "object" ? node[key] : undefined), messages as Node);
  return typeof found === "string" ? found : undefined;
}

/** `t(key, values)` for namespace `ns`: the Spanish text with its {placeholders} filled, or the key. */
export function useTranslations(ns?: string) {
  return (key: string, values: Record<string, unknown> = {}) =>
    (lookup(ns ? `${ns}.${key}` : key) ?? key).replace(/\{(\w+)\}/g, (_: string, name: string) => String(values[name] ?? ""));
}
