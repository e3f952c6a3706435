import type { FastifyInstance } from 'fastify';
import type { SendingPace } from '../../contract/sending-pace';
import { createSignInLimits, type SignInLimits } from './auth/sign-in-limits';
import { type Background, createBackground, registerBackground } from './background/background';
import type { ContentVersion } from './cache/content-version';
import type { Clock } from './clock';
import type { Database, Db } from './db/index';
import type { DeliverySenderTuning } from './delivery/delivery-sender';
import type { RetryPolicy } from './delivery/retry-delay';
import { bulkShare, createSendingBudget, type SendingRate } from './delivery/sending-budget';
import { DEFAULT_SESSION_IDLE_HOURS } from './env';
import type { RenderPublicPage } from './http/page-answer';
import type { Mailer, MailLog } from './mail/mailer';
import {
  createStudioInbox,
  type ReplyToSetting,
  type StudioInbox,
  withStudioReplies,
} from './mail/studio-inbox';
import { createTransactionalMailSender } from './mail/transactional-mail-sender';
import type { Storage } from './storage/storage';
import { guardStorage } from './storage/storage-error';

/*
 * What every feature module shares, put on the app instance before any module registers, so a
 * module asks the app for what it needs (`app.db`, `app.clock`, `app.background.wake(...)`)
 * instead of being handed it by app.ts. Tests replace the parts themselves (buildApp's deps),
 * never the way a module reaches them.
 */

/** What the core is made from: buildApp's deps and the environment's settings. */
export interface CoreSetup {
  database: Database;
  storage: Storage;
  /** The app's one clock: loops, schedules, expiries and every "now" a rule reads. */
  clock: Clock;
  /** Absolute origin of every link a page or an email carries. */
  publicUrl: string;
  /** Moves on when public content changes; cached answers are keyed by it (on every instance). */
  contentVersion: ContentVersion;
  /** Sends every email; without one (most tests) no mail sender runs. */
  mailer?: Mailer;
  /** Site Settings' "Replies go to" (the content module's setting). */
  replyToSetting: ReplyToSetting;
  /** NOTIFY_EMAIL. */
  notifyEmail?: string;
  /** How every mail sender works the queue, and the rate all of them keep together. */
  sending: {
    rate?: SendingRate;
    leaseMs?: number;
    pollIntervalMs?: number;
    retry?: Partial<RetryPolicy>;
  };
  signIn: {
    /** The clock sign-in waits and proof are counted by; the machine's by default. */
    clock?: () => Date;
    /** SESSION_IDLE_HOURS. */
    sessionIdleHours?: number;
  };
}

/** The parts of every mail sender: the queue's database, the transport, the shared tuning. */
export interface MailSending extends DeliverySenderTuning {
  db: Db;
  mailer: Mailer;
  log: MailLog;
}

/** What every sign-in shares: the studio's, a collector's, a certificate's owner's. */
export interface SignInParts {
  /** Attempts per network, account or device, counted in the database (every instance together). */
  limits: SignInLimits;
  /** The clock sign-in waits and proof are counted by (tests move it on). */
  now: () => Date;
  /** A studio session unused this long has ended. */
  sessionIdleMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database connection and its kind (embedded PGlite or PostgreSQL). */
    database: Database;
    /** Drizzle over the database: what queries take. */
    db: Db;
    /** Media files: local disk or an S3 bucket, every failure answered 503 (storage-error.ts). */
    storage: Storage;
    clock: Clock;
    publicUrl: string;
    contentVersion: ContentVersion;
    /** What a mail sender needs to run; null where there is no mailer: no sender runs. */
    mailSending: MailSending | null;
    /** What newsletters and waitlist emails may take of the sending rate; null: no rate is set. */
    bulkPace: SendingPace | null;
    /** Where readers' answers and the owner's notices go (Site Settings and NOTIFY_EMAIL). */
    studioInbox: StudioInbox;
    signIn: SignInParts;
    /**
     * A public page rendered for this request (no-script answers, the pages an email's link
     * opens). Handlers may ask once the pages module has given its renderer (providePageRenderer).
     */
    renderPublicPage: RenderPublicPage;
    /** The pages module gives its renderer here once it knows the client build. */
    providePageRenderer(render: RenderPublicPage): void;
  }
}

/** Decorates the app with the shared parts; the background starts when the app is ready. */
export function registerCore(app: FastifyInstance, setup: CoreSetup): void {
  const { database, clock } = setup;
  const { db } = database;
  app.decorate('database', database);
  app.decorate('db', db);
  // A failing disk or object store answers 503 (core/http/outage.ts), never 500.
  app.decorate('storage', guardStorage(setup.storage));
  app.decorate('clock', clock);
  app.decorate('publicUrl', setup.publicUrl);
  app.decorate('contentVersion', setup.contentVersion);
  app.addHook('onClose', () => setup.contentVersion.close());

  const studioInbox = createStudioInbox(setup.replyToSetting, setup.contentVersion, setup.notifyEmail);
  app.decorate('studioInbox', studioInbox);
  // The rate every mail sender keeps, counted in the database so every instance keeps it together.
  const { rate } = setup.sending;
  app.decorate('bulkPace', rate ? bulkShare(rate) : null);
  const mailer = setup.mailer && withStudioReplies(setup.mailer, studioInbox);
  const mailSending: MailSending | null = mailer
    ? {
        db,
        log: app.log,
        mailer,
        leaseMs: setup.sending.leaseMs,
        pollIntervalMs: setup.sending.pollIntervalMs,
        retry: setup.sending.retry,
        clock,
        exclusiveDatabase: database.kind === 'pglite',
        budget: rate ? createSendingBudget({ db, rate, clock }) : undefined,
      }
    : null;
  app.decorate('mailSending', mailSending);
  // Every loop that runs without a request: each module adds its own as it registers.
  registerBackground(app, createBackground({ log: app.log }));
  // The transactional outbox's sender (what enqueueMail stored), where there is a mailer to send
  // with; without one, waking it does nothing.
  if (mailSending) app.background.add('mail-outbox', createTransactionalMailSender(mailSending));

  const signInNow = setup.signIn.clock ?? (() => new Date());
  app.decorate('signIn', {
    limits: createSignInLimits(db, { now: signInNow }),
    now: signInNow,
    sessionIdleMs: (setup.signIn.sessionIdleHours ?? DEFAULT_SESSION_IDLE_HOURS) * 3_600_000,
  });

  let pages: RenderPublicPage | null = null;
  app.decorate('renderPublicPage', ((...args) => {
    if (!pages) throw new Error('a public page was asked for before the pages were set up');
    return pages(...args);
  }) as RenderPublicPage);
  app.decorate('providePageRenderer', (render: RenderPublicPage) => {
    pages = render;
  });
}

export type { Background };
