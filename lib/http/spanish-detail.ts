// The panel speaks Spanish: an upstream's own words reach the user only when they are Spanish. A
// FastAPI upstream answers in English ("Could not validate credentials", "Not Found"), and those give
// way to the screen's own text.

const SPANISH_WORDS = new Set(
  "el la los las un una de del al en no se es está ya ha hay por para con sin que su debe puede existe nicho producto plantilla cliente".split(" "),
);
const ENGLISH_WORDS = new Set(
  ("the a an of to in is are was be been not could cannot can't does doesn't must should has have already exists found invalid failed " +
    "field required user with for this that please service unavailable server internal credentials validate authenticated " +
    "unauthorized forbidden permissions privileges enough request method allowed entity large payload inactive incorrect " +
    "username password value integer missing too many requests bad gateway timeout conflict unprocessable").split(" "),
);

/** `detail` unless it reads as English (more English words than Spanish ones), else null. */
export function spanishDetail(detail: string | null | undefined): string | null {
  const text = detail?.trim();
  if (!text) return null;
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const accented = /[áéíóúñ¿¡]/i.test(text) ? 1 : 0;
  const spanish = accented + words.filter((word) => SPANISH_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  return english > spanish ? null : text;
}
