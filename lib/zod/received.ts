// The reading rule for everything an upstream sends: `null` means absent. FastAPI serialises unset
// `Optional` fields as `null`, other backends leave them out; both must read the same.
import * as z from "zod/mini";
import { preprocess } from "./preprocess";

const nullAsAbsent = (value: unknown) => (value === null ? undefined : value);

/**
 * What a screen reads of a mutation's answer: the saved entity's id, to refetch it. The rest of the
 * answer is not parsed: its shape varies between backends, and a save that succeeded must read so.
 */
export const savedEntitySchema = z.looseObject({ id: z.number() });

/** A field that may be missing or `null`; both read as `undefined`. */
export function absent<S extends z.core.SomeType>(schema: S) {
  return preprocess(nullAsAbsent, z.optional(schema));
}

/** A field that may be missing or `null`; both read as `fallback`. */
export function withDefault<S extends z.core.SomeType>(schema: S, fallback: z.core.util.NoUndefined<z.core.output<S>>) {
  return preprocess(nullAsAbsent, z._default(schema, fallback));
}
