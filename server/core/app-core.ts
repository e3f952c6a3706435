import type { FastifyInstance } from 'fastify';
import { type Background, registerBackground } from './background/background';
import type { ContentVersion } from './cache/content-version';
import type { Clock } from './clock';
import type { Database, Db } from './db/index';
import type { DeliverySenderTuning } from './delivery/delivery-sender';
import type { RenderPublicPage } from './http/page-answer';
import type { Mailer, MailLog } from './mail/mailer';
import type { Storage } from './storage/storage';

/**
 * What every feature module shares, put on the app instance before any module registers, so a
 * module asks the app for what it needs (`app.db`, `app.clock`, `app.background.wake(...)`)
 * instead of being handed it by app.ts. Tests replace the parts themselves (buildApp's deps),
 * never the way a module reaches them.
 */
export interface CoreParts {
  database: Database;
  /** Media files: local disk or an S3 bucket, every failure answered 503 (storage-error.ts). */
  storage: Storage;
  /** The app's one clock: loops, schedules, expiries and every "now" a rule reads. */
  clock: Clock;
  /** Absolute origin of every link a page or an email carries. */
  publicUrl: string;
  /** Moves on when public content changes; cached answers are keyed by it (on every instance). */
  contentVersion: ContentVersion;
  background: Background;
  /** What a mail sender needs to run; null where there is no mailer (most tests): no sender runs. */
  mailSending: MailSending | null;
}

/** The parts of every mail sender: the queue's database, the transport, the shared tuning. */
export interface MailSending extends DeliverySenderTuning {
  db: Db;
  mailer: Mailer;
  log: MailLog;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database connection and its kind (embedded PGlite or PostgreSQL). */
    database: Database;
    /** Drizzle over the database: what queries take. */
    db: Db;
    storage: Storage;
    clock: Clock;
    publicUrl: string;
    contentVersion: ContentVersion;
    mailSending: MailSending | null;
    /**
     * A public page rendered for this request (no-script answers, the pages an email's link
     * opens); available to handlers once the pages are set up (providePageRenderer).
     */
    renderPublicPage: RenderPublicPage;
  }
}

/**
 * Decorates the app with the shared parts (the background starts when the app is ready). Gives
 * back how the pages module hands over its renderer once the client build is known: modules
 * register their page routes before or after, as a handler asks for a page only when a request comes.
 */
export function registerCore(
  app: FastifyInstance,
  parts: CoreParts,
): { providePages(render: RenderPublicPage): void } {
  app.decorate('database', parts.database);
  app.decorate('db', parts.database.db);
  app.decorate('storage', parts.storage);
  app.decorate('clock', parts.clock);
  app.decorate('publicUrl', parts.publicUrl);
  app.decorate('contentVersion', parts.contentVersion);
  app.decorate('mailSending', parts.mailSending);
  registerBackground(app, parts.background);
  let pages: RenderPublicPage | null = null;
  app.decorate('renderPublicPage', ((...args) => {
    if (!pages) throw new Error('a public page was asked for before the pages were set up');
    return pages(...args);
  }) as RenderPublicPage);
  return {
    providePages(render) {
      pages = render;
    },
  };
}
