import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';

/** Login payload {username, password}, both default empty (§3). */
export const LoginInputSchema = z.object({
  username: z
    .string()
    .max(100)
    .default('')
    .refine((v) => v.trim().length > 0, ADMIN_MESSAGES.usernameRequired),
  password: z
    .string()
    .max(1_000)
    .default('')
    .refine((v) => v.length > 0, ADMIN_MESSAGES.passwordRequired),
});
export type LoginInput = z.input<typeof LoginInputSchema>;
export const LoginResponseSchema = z.object({ token: z.string() });
export const LoginErrorSchema = z.object({ error: z.string() });
export const VerifyResponseSchema = z.object({ valid: z.boolean() });
