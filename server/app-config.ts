import type { FastifyBaseLogger, FastifyServerOptions, RouteOptions } from 'fastify';
import type { HashGate } from './core/auth/hash-gate';
import type { ContentVersion } from './core/cache/content-version';
import type { RetryPolicy } from './core/delivery/retry-delay';
import type { SendingRate } from './core/delivery/sending-budget';
import type { StripeSettings } from './core/env';
import type { DiskSpace } from './core/storage/disk-space';
import type { BounceMailbox } from './modules/audience/index';
import type { RenderRoot } from './modules/pages/index';

/**
 * What the environment decides about one app: the server reads it from its variables
 * (server/index.ts, core/env.ts), a test sets what it checks. Every field has a default, so an
 * app needs none of it. The parts a test replaces outright (database, storage, clock, mailer,
 * password checks) are buildApp's own deps, not settings.
 */
export interface AppConfig {
  /** Absolute origin for canonical, sharing and sitemap URLs and every emailed link. */
  publicUrl?: string;
  /** Folder of the built client; defaults to dist/client. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** A logger already made (the server shares it with its mailer); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Told every route as it is added (the fuzz run builds its requests from the route table). */
  onRoute?: (route: RouteOptions) => void;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** SESSION_IDLE_HOURS: a session unused this long ends. */
  sessionIdleHours?: number;
  /** The clock sign-in waits and proof are counted by (tests move it on apart from the app's). */
  signInClock?: () => Date;
  /** The gate password checks wait in (at most a few at once); a new one by default. */
  hashGate?: HashGate;
  /** The ffprobe command the video checks use for WebM, MKV and AVI; null for none. Default: `ffprobe`. */
  ffprobe?: string | null;
  /** Where uploads wait while their bytes are checked; defaults to a folder in the OS temp dir. */
  uploadTempDir?: string;
  /** The embedded database's folder, watched for free space with the upload and media folders. */
  dataDir?: string;
  /** Free space of the folders the site writes to; by default measured with statfs. */
  diskSpace?: DiskSpace;
  /** NOTIFY_EMAIL: where new inquiries and reservations are announced. */
  notifyEmail?: string;
  /** RENDERS_PER_MINUTE: page renders one client network may cause, on any route; unset, no limit. */
  rendersPerMinute?: number;
  /** CONFIRMATION_EMAILS_PER_HOUR: confirmation emails sent in an hour at most, every address together. */
  confirmationEmailsPerHour?: number;
  /** Tells cached public answers when content changed; several instances share it through PostgreSQL. */
  contentVersion?: ContentVersion;
  /** Server renderer of the public pages; by default the SSR build beside clientDir, if there is one. */
  renderRoot?: RenderRoot | null;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: card payment; absent, not offered. */
  stripe?: StripeSettings;
  /** How the background loops wait and retry; their defaults by default. */
  background?: BackgroundSettings;
}

/** What the loops may be tuned by: the server passes what its environment says, tests shorten waits. */
export interface BackgroundSettings {
  /** NEWSLETTER_LEASE_SECONDS: how long a sender's claim on a copy holds without renewal. */
  leaseMs?: number;
  /** Longest idle sleep of the mail senders: how soon mail queued by another instance goes. */
  senderPollMs?: number;
  /** How the mail senders retry a refused or failed delivery. */
  retry?: Partial<RetryPolicy>;
  /** Longest sleep of the campaign scheduler: how soon another instance's schedule is noticed. */
  campaignPollMs?: number;
  /** BOUNCE_MAILBOX_URL's mailbox: read for bounces and complaints when given. */
  bounceMailbox?: BounceMailbox;
  /** BOUNCE_POLL_SECONDS: how long after one read of the bounce mailbox the next one starts. */
  bouncePollMs?: number;
  /**
   * MAIL_RATE_PER_SECOND/_HOUR: the rate every sender of every instance keeps together, on the
   * app's clock. None (most tests): each sender goes as fast as its concurrency lets it.
   */
  sendingRate?: SendingRate;
}
