import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';

/** The shortest admin password accepted anywhere (ADMIN_PASSWORD, the admin CLI, the dashboard). */
export const MIN_PASSWORD_LENGTH = 12;

/** Login payload {username, password}, both default empty. */
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
/** A sign-in link's token, from the link the shell printed (`npm run admin -- sign-in-link`). */
export const SignInLinkInputSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });
export const LoginErrorSchema = z.object({ error: z.string() });
export const VerifyResponseSchema = z.object({ valid: z.boolean() });

/** One signed-in browser as the Security card lists it. */
export const AdminSessionSchema = z.object({
  id: z.number().int(),
  /** The browser's User-Agent at sign-in, or null when it sent none. */
  userAgent: z.string().nullable(),
  /**
   * The network it signed in from ("203.0.113.0/24", "2001:db8:85a3::/48"), never the whole
   * address; null for a session begun before networks were kept.
   */
  signInNetwork: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this very request was made with. */
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;
export const AdminSessionListSchema = z.array(AdminSessionSchema);

export const ChangePasswordInputSchema = z.object({
  currentPassword: z
    .string()
    .max(1_000)
    .refine((v) => v.length > 0, ADMIN_MESSAGES.passwordRequired),
  newPassword: z
    .string()
    .max(1_000)
    .refine(
      (v) => v.length >= MIN_PASSWORD_LENGTH,
      `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
    ),
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;
