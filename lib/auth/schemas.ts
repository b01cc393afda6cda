// zod/mini (same checks, functional API): the sign-in page loads these, and classic zod alone would
// take a fifth of its script budget.
import * as z from "zod/mini";

export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  token_type: z._default(z.string(), "bearer"),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userSchema = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  email: z.string(),
  username: z.optional(z.string()),
  full_name: z.nullish(z.string()),
  is_active: z.optional(z.boolean()),
  is_superuser: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;
