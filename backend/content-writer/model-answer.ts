// A model's answer checked against the shape it was asked for: its JSON (inside a code fence or some words of
// its own, as small models write it) read with plain string scanning, so no answer can hold the thread, and
// what was wrong said twice: to the model in its prompt's language, to the admin in Spanish.
import type { z } from "zod";

const SPANISH: Record<string, string> = {
  invalid_type: "falta o no es del tipo esperado",
  too_small: "está vacío o tiene muy pocos elementos",
  too_big: "tiene demasiados elementos",
};

const ENGLISH: Record<string, string> = {
  invalid_type: "is missing or of the wrong type",
  too_small: "is empty or has too few items",
  too_big: "has too many items",
};

export type CheckedAnswer<T> = { ok: true; value: T } | { ok: false; reason: string; problems: string[] };

const isSpace = (c: string | undefined) => c === " " || c === "\n" || c === "\r" || c === "\t" || c === "\f" || c === "\v";

/** The text inside a code fence (```json … ```) around the whole answer, or the answer itself. */
function unfence(text: string): string {
  let from = 0;
  let to = text.length;
  if (text.startsWith("```")) {
    from = 3;
    if (text.slice(from, from + 4).toLowerCase() === "json") from += 4;
  }
  if (to - from >= 3 && text.endsWith("```")) to -= 3;
  while (from < to && isSpace(text[from])) from++;
  while (to > from && isSpace(text[to - 1])) to--;
  return text.slice(from, to);
}

/** The answer's JSON value: the whole text, else its stretch from the first `{` to the last `}`. */
function readJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    const from = text.indexOf("{");
    const to = text.lastIndexOf("}");
    if (from < 0 || to <= from) return null;
    try {
      return { value: JSON.parse(text.slice(from, to + 1)) };
    } catch {
      return null;
    }
  }
}

export function checkAnswer<S extends z.ZodType>(content: string, schema: S): CheckedAnswer<z.output<S>> {
  const text = unfence(content.trim());
  if (!text) return { ok: false, reason: "El modelo no devolvió contenido", problems: ["The answer was empty."] };
  const json = readJson(text);
  if (!json) return { ok: false, reason: "La respuesta del modelo no es JSON válido", problems: ["The answer was not one valid JSON object."] };
  const parsed = schema.safeParse(json.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.slice(0, 5);
  const field = (issue: (typeof issues)[number]) => issue.path.join(".") || "respuesta";
  const fields = issues.slice(0, 3).map((issue) => `«${field(issue)}» ${SPANISH[issue.code] ?? "no es válido"}`);
  return {
    ok: false,
    reason: `La respuesta del modelo no tiene la forma esperada: ${fields.join("; ")}`,
    problems: issues.map((issue) => `"${issue.path.join(".") || "(the answer)"}" ${ENGLISH[issue.code] ?? "is not valid"}.`),
  };
}

/** The turn that asks the model to correct its answer: what was wrong, and the shape once more. */
export function repairRequest(problems: string[]): string {
  return [
    "Your answer does not have the required shape:",
    ...problems.map((problem) => `- ${problem}`),
    "Answer again with the whole corrected JSON object, of the shape given at the start, and nothing else.",
  ].join("\n");
}
