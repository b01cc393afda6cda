import { z } from "zod";

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().default("bearer"),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  email: z.string(),
  username: z.string().optional(),
  full_name: z.string().nullish(),
  is_active: z.boolean().optional(),
  is_superuser: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;
