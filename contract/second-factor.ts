import { z } from 'zod';

/**
 * The second step after a password: a code from an authenticator app (TOTP, 6 digits, every 30
 * seconds), or one of ten one-time recovery codes for the day the phone is lost.
 */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in's ticket waits for its second step. */
export const SECOND_FACTOR_TICKET_MINUTES = 5;

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'That code is not right. Check the time on your phone, or use a recovery code.',
  ticketExpired: 'That sign-in took too long. Sign in again with your password.',
  notSetUp: 'Set up your authenticator app first.',
} as const;

/** A code as typed: spaces and dashes are the person's, not the code's. */
const CodeSchema = z
  .string()
  .max(100)
  .default('')
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .refine((v) => v.length > 0, SECOND_FACTOR_MESSAGES.codeRequired);

/** POST /api/admin/me/totp: the new secret, shown once (as text, and as a QR code of the URL). */
export const TotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

/** POST /api/admin/me/totp/confirm: the first code from the app proves it was set up. */
export const TotpConfirmInputSchema = z.object({ code: CodeSchema });
export type TotpConfirmInput = z.input<typeof TotpConfirmInputSchema>;
/** Shown once: only their hashes are kept. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The sign-in's answer, for an account with an authenticator app, instead of a token. */
export const SecondFactorRequiredSchema = z.object({
  secondFactorRequired: z.literal(true),
  ticket: z.string(),
});
export type SecondFactorRequired = z.infer<typeof SecondFactorRequiredSchema>;

/** POST /api/admin/login/second-factor. */
export const SecondFactorInputSchema = z.object({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/),
  code: CodeSchema,
});
export type SecondFactorInput = z.input<typeof SecondFactorInputSchema>;
