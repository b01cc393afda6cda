import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/v4/core";

/**
 * A react-hook-form resolver that loads zod's resolver and the form's schema on the first validation,
 * so a form's first load carries neither. Validation awaits the load: the very first submit is
 * checked like any other, and nothing is sent before it passes.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<z.$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = async () => {
    const [{ zodResolver }, schema] = await Promise.all([import("@hookform/resolvers/zod"), loadSchema()]);
    return zodResolver(schema) as Resolver<Input, unknown, Output>;
  };
  return async (values, context, options) => {
    // A failed load (the network) is tried again on the next validation.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
