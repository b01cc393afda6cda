// What the browser's client parses answers with, loaded beside its first call: importing zod/mini
// itself dynamically would bring all of it, not only what parsing needs.
export { safeParse } from "zod/mini";
