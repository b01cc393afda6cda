// zod/mini (same checks, functional API): the sign-in page loads these, and classic zod alone would
// take a fifth of its script budget.
import * as z from "zod/mini";
import { absent, withDefault } from "@/lib/zod/received";

export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  token_type: withDefault(z.string(), "bearer"),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userSchema = z.looseObject({
  id: absent(z.union([z.number(), z.string()])),
  email: z.string(),
  username: absent(z.string()),
  full_name: z.nullish(z.string()),
  is_active: absent(z.boolean()),
  is_superuser: absent(z.boolean()),
});
export type User = z.infer<typeof userSchema>;
