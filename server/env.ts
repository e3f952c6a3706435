import path from 'node:path';
import { z } from 'zod';
import { EMAIL_PATTERN, normalizeEmail } from '../contract/email-address';

/** The operator's interface (ARCHITECTURE "Environment"); the only reader of process.env. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** Where inquiries are mailed: one bare address, like every email field. */
  NOTIFY_EMAIL: z
    .string()
    .trim()
    .regex(EMAIL_PATTERN, 'NOTIFY_EMAIL must be one bare address, like studio@example.com')
    .transform(normalizeEmail)
    .optional(),
  /**
   * How long a newsletter copy claimed by an instance that died stays claimed before another
   * takes it over (PostgreSQL; the embedded database takes it over at restart).
   */
  NEWSLETTER_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value === '' || value === 'false' ? false : value === 'true' ? true : value,
    ),
  /** Where the built client is; only alternate builds (side-by-side test runs) set it. */
  CLIENT_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; publicUrl: string; mailFrom: string };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set" (shells and .env files often export NAME=).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl,
    // Mail from the site's own host unless the operator names a sender.
    mailFrom: env.MAIL_FROM ?? `Vitrine <no-reply@${new URL(publicUrl).hostname}>`,
  };
}
