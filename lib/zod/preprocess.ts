// Classic zod's `z.preprocess`, which zod/mini lacks. At runtime both are a transform piped into the
// schema; the type says what classic's does: input optionality comes from `schema`, so an optional
// field stays optional in `z.input` of the object it sits in.
import * as z from "zod/mini";

export function preprocess<B extends z.core.SomeType>(fn: (value: unknown) => unknown, schema: B): z.core.$ZodPreprocess<B> {
  return z.pipe(z.transform(fn), schema as unknown as z.core.$ZodType) as unknown as z.core.$ZodPreprocess<B>;
}
