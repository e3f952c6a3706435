import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../contract/auth';
import { EMAIL_PATTERN, normalizeEmail } from '../../contract/email-address';
import { DEFAULT_RETRY_POLICY, MAX_RETRY_SECONDS, MIN_RETRY_SECONDS } from './delivery/retry-delay';
import { DEFAULT_SENDING_RATE } from './delivery/sending-budget';
import { type DkimKey, readDkimPrivateKey } from './mail/dkim';

/** A dashboard session ends after this long unused (SESSION_IDLE_HOURS), and 14 days after sign-in. */
export const DEFAULT_SESSION_IDLE_HOURS = 12;

/** Confirmation emails sent in an hour at most, all addresses together, unless the operator raises it. */
export const DEFAULT_CONFIRMATION_EMAILS_PER_HOUR = 200;

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL (Stripe's own when absent). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests and a local stand-in of Stripe point the SDK here (server/test/stripe-peer.ts). */
  apiUrl?: string;
}

import { type MailSender, mailSenderOf } from './mail/sender';

/** The operator's interface (every variable is described in docs/deployment.md); the only reader of process.env. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    PUBLIC_URL: z.string().url().optional(),
    ADMIN_USERNAME: z.string().min(1).optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .optional(),
    /** A session unused this long ends (it ends 14 days after sign-in in any case). */
    /** Confirmation emails (double opt-in) sent in an hour at most, every address together. */
    CONFIRMATION_EMAILS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(DEFAULT_CONFIRMATION_EMAILS_PER_HOUR),
    /** Page renders (cache misses, never hits) one client network may cause in a minute. */
    RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
    SESSION_IDLE_HOURS: z.coerce.number().min(0.05).max(336).default(DEFAULT_SESSION_IDLE_HOURS),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().optional(),
    /** Where inquiries are mailed: one bare address, like every email field. */
    NOTIFY_EMAIL: z
      .string()
      .trim()
      .regex(EMAIL_PATTERN, 'NOTIFY_EMAIL must be one bare address, like studio@example.com')
      .transform(normalizeEmail)
      .optional(),
    /** DKIM: all three (the key inline or in a file) sign every email; none signs nothing. */
    DKIM_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'DKIM_DOMAIN must be a domain name, like example.com',
      )
      .optional(),
    DKIM_SELECTOR: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/,
        'DKIM_SELECTOR must be a DNS label, like vitrine2026',
      )
      .optional(),
    DKIM_PRIVATE_KEY: z.string().optional(),
    DKIM_PRIVATE_KEY_FILE: z.string().optional(),
    /**
     * The mailbox bounces and complaints go to (`bounce@mail.example.com`); each copy's envelope
     * sender is a VERP address under it (`bounce+<tag>-<mac>@...`), so its server must deliver
     * plus-addresses to it. Default: `bounce@` the sender's domain.
     */
    BOUNCE_ADDRESS: z
      .string()
      .trim()
      .regex(EMAIL_PATTERN, 'BOUNCE_ADDRESS must be one bare address, like bounce@example.com')
      .refine(
        (value) => !value.slice(0, value.lastIndexOf('@')).includes('+'),
        'BOUNCE_ADDRESS must not hold a +: the return paths add their own',
      )
      .optional(),
    /** pop3s://user:pass@host[:995] or imaps://user:pass@host[:993][/folder]: read for bounces and complaints. */
    BOUNCE_MAILBOX_URL: z
      .string()
      .url()
      .refine(
        (value) => /^(pop3s|imaps):/.test(value),
        'BOUNCE_MAILBOX_URL must be a pop3s:// or imaps:// URL',
      )
      .optional(),
    /** How often the bounce mailbox is read. */
    BOUNCE_POLL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    /**
     * How long a newsletter copy claimed by an instance that died stays claimed before another
     * takes it over (PostgreSQL; the embedded database takes it over at restart).
     */
    NEWSLETTER_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Emails sent in a second and in an hour at most, every kind and every instance together, to
     * keep under the mail provider's limits (docs/deployment.md lists what common ones allow).
     */
    MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_SENDING_RATE.perSecond),
    MAIL_RATE_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(DEFAULT_SENDING_RATE.perHour),
    /**
     * How long after a refused or failed delivery an email is tried again; each further wait is
     * twice the one before (at most 30 minutes), five retries in all. Journeys and the fault suite
     * shorten it to see a retry in seconds; never under MIN_RETRY_SECONDS.
     */
    MAIL_RETRY_SECONDS: z.coerce
      .number()
      .int()
      .min(
        MIN_RETRY_SECONDS,
        `MAIL_RETRY_SECONDS must be at least ${MIN_RETRY_SECONDS}: a refusing mail server asks to be tried later, not at once`,
      )
      .max(MAX_RETRY_SECONDS)
      .default(DEFAULT_RETRY_POLICY.baseDelayMs / 1000),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /**
     * Which proxies may name the client's address in X-Forwarded-For: a hop count (how many proxies
     * stand in front) or their addresses and CIDR ranges, comma-separated. Trusting every sender
     * would let a client pick its own address and walk past every per-address limit.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, context) => {
        const trust = parseTrustProxy(value);
        if (typeof trust === 'string' && trust.startsWith('!')) {
          context.addIssue({ code: 'custom', message: trust.slice(1) });
          return z.NEVER;
        }
        return trust;
      }),
    /** Where the built client is; only alternate builds (side-by-side test runs) set it. */
    CLIENT_DIST_DIR: z.string().optional(),
    /**
     * Seeds the demo sculptures, About, journal and settings into a database never seeded before.
     * Off unless asked for: a production start must not publish an invented artist.
     */
    DEMO_CONTENT: z
      .enum(['true', 'false'], { message: "DEMO_CONTENT must be 'true' or 'false'" })
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * With DEMO_CONTENT, the first seeding also turns on what a clean site leaves off, so a
     * newcomer sees every feature: the newsletter popup, double opt-in, sample legal texts.
     * `npm run demo` sets it; the journeys' demo server does not.
     */
    DEMO_FEATURES: z
      .enum(['true', 'false'], { message: "DEMO_FEATURES must be 'true' or 'false'" })
      .default('false')
      .transform((value) => value === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * 'readable' lines for a person, or pino's 'json' for a log collector; by default readable
     * when the output is a terminal (`npm run demo`), JSON otherwise (a service, a pipe, a file).
     */
    LOG_FORMAT: z
      .enum(['json', 'readable'], { message: "LOG_FORMAT must be 'json' or 'readable'" })
      .optional(),
    /**
     * Worker processes serving visitors, one per core is a good start (web-workers.ts). PostgreSQL
     * only: the embedded database admits one process.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** Card payment through Stripe Checkout: both keys, or neither (then card is not offered). */
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'STRIPE_SECRET_KEY is a secret key, like sk_test_...')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_\S+$/, "STRIPE_WEBHOOK_SECRET is the endpoint's signing secret, like whsec_...")
      .optional(),
    /** Where the Stripe SDK sends its calls: Stripe's own API when unset (a local stand-in in tests). */
    STRIPE_API_URL: z.string().url().optional(),
  })
  .superRefine((env, context) => {
    const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY ?? env.DKIM_PRIVATE_KEY_FILE];
    if (dkim.some((value) => value !== undefined) && dkim.some((value) => value === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['DKIM_DOMAIN'],
        message:
          'DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) together',
      });
    }
    if (env.DKIM_PRIVATE_KEY && env.DKIM_PRIVATE_KEY_FILE) {
      context.addIssue({
        code: 'custom',
        path: ['DKIM_PRIVATE_KEY_FILE'],
        message: 'set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both',
      });
    }
    if (env.MAIL_RATE_PER_HOUR < env.MAIL_RATE_PER_SECOND) {
      context.addIssue({
        code: 'custom',
        path: ['MAIL_RATE_PER_HOUR'],
        message: `MAIL_RATE_PER_HOUR (${env.MAIL_RATE_PER_HOUR}) is below MAIL_RATE_PER_SECOND (${env.MAIL_RATE_PER_SECOND}): an hour holds at least one second's mail`,
      });
    }
    if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'card payment needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together',
      });
    }
    if (env.WEB_CONCURRENCY === 1) return;
    if (!env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'several workers need DATABASE_URL: the embedded database admits one process',
      });
    }
    if (env.PORT === 0) {
      context.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'several workers need a fixed PORT to share (PORT=0 would give each its own)',
      });
    }
  });

const CIDR = /^[\d.]+(\/\d{1,2})?$|^[\da-f:.]+(\/\d{1,3})?$/i;

/** false, a hop count, or the list of trusted proxies; a string starting with `!` is the error. */
function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    return '!TRUST_PROXY=true would trust any client to name its own address: set the number of proxies in front (e.g. 1) or their addresses';
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !CIDR.test(entry) || !isIP(entry.split('/')[0]!));
  if (wrong !== undefined)
    return `!TRUST_PROXY: "${wrong}" is neither a hop count nor an address or CIDR range`;
  return entries.join(',');
}

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  publicUrl: string;
  mailSender: MailSender;
  /** Where bounces go: BOUNCE_ADDRESS, or bounce@ the sender's domain. */
  bounceAddress: string;
  dkim?: DkimKey;
  stripe?: StripeSettings;
};

/** The signing key the DKIM_* variables name, checked now so a bad key stops the start, not every send. */
function dkimKeyOf(env: z.infer<typeof EnvSchema>): DkimKey | undefined {
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR) return undefined;
  let text = env.DKIM_PRIVATE_KEY;
  if (env.DKIM_PRIVATE_KEY_FILE) {
    try {
      text = readFileSync(env.DKIM_PRIVATE_KEY_FILE, 'utf8');
    } catch (error) {
      throw new Error(
        `Invalid environment:\n  DKIM_PRIVATE_KEY_FILE: cannot be read (${(error as Error).message})`,
      );
    }
  }
  try {
    return {
      domain: env.DKIM_DOMAIN,
      selector: env.DKIM_SELECTOR,
      privateKey: readDkimPrivateKey(text ?? ''),
    };
  } catch (error) {
    const name = env.DKIM_PRIVATE_KEY_FILE ? 'DKIM_PRIVATE_KEY_FILE' : 'DKIM_PRIVATE_KEY';
    throw new Error(`Invalid environment:\n  ${name}: ${(error as Error).message}`);
  }
}

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
  // Mail from the site's own host unless the operator names a sender.
  const mailSender = mailSenderOf(env.MAIL_FROM, new URL(publicUrl).hostname);
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl,
    mailSender,
    bounceAddress:
      env.BOUNCE_ADDRESS ?? `bounce@${mailSender.address.slice(mailSender.address.lastIndexOf('@') + 1)}`,
    dkim: dkimKeyOf(env),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
  };
}

/**
 * TRUST_PROXY in Fastify's terms. A hop count trusts the nearest `n` hops whatever their
 * address (Fastify refuses a bare number), so it is only safe when nothing reaches the server
 * except through those proxies; addresses are checked hop by hop.
 */
export function trustProxyOption(
  trust: Env['TRUST_PROXY'],
): false | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
