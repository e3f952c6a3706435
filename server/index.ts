import type { ListenOptions } from 'node:net';
import v8 from 'node:v8';
import type { FastifyListenOptions } from 'fastify';
import type { Logger } from 'pino';
import { absoluteUrl, ROUTES } from '../contract/page-paths';
import { buildApp } from './app';
import { createPostgresContentVersion } from './core/cache/content-version';
import { claimEmbeddedDatabase } from './core/db/embedded-lock';
import { type Database, openDatabase } from './core/db/index';
import { migrateDatabase } from './core/db/migrate';
import { waitForDatabase } from './core/db/wait-for-database';
import { type Env, parseEnv, trustProxyOption } from './core/env';
import { createLogger } from './core/logger';
import { createMailer } from './core/mail/create-mailer';
import { siteSender } from './core/mail/mail-sender';
import { createReturnPaths } from './core/mail/return-path';
import {
  type AcceptListeners,
  acceptListenerCount,
  addAcceptListeners,
  assertPortFree,
} from './core/runtime/accept-listeners';
import { limitPollPhase } from './core/runtime/poll-phase-limit';
import { safeError } from './core/safe-error';
import { createStorage } from './core/storage/create-storage';
import type { Storage } from './core/storage/storage';
import { seedDemoContent } from './demo/seed';
import { bounceSecret, openBounceMailbox } from './modules/audience/index';
import { getSiteSetting } from './modules/content/index';
import { NEWSLETTER_CONCURRENCY } from './modules/newsletters/index';
import { bootstrapAdmin } from './modules/staff/index';
import { readableDestination } from './readable-log';
import { followSupervisor, isWebWorker, superviseWebWorkers } from './web-workers';

const LISTEN_BACKLOG = 4096;
/**
 * Connections accepted per pass of the event loop under load: a pass over 1000 busy connections
 * takes ~70 ms here, so taking in 2000 new ones within about half a second needs ~256 a pass.
 * The kernel does not share them out evenly: it picks a listener by a hash of each connection's
 * addresses, so with 256 the fullest held about twice the average and the last connections of a
 * 2000-connection spike waited 0.5–0.9 s to be accepted. With 1024 the fullest holds a handful and
 * they waited 0.2 s, as with the one shared queue of the old helper (decision 35, "the spike, quiet").
 */
const ACCEPT_LISTENERS = 1024;
/**
 * Several listeners on one port (SO_REUSEPORT): Node's `reusePort`, which throws where the
 * platform lacks it. Linux has it since 3.9.
 */
const CAN_SHARE_PORT = process.platform === 'linux';
/**
 * V8 lets the old generation grow to a multiple of what survived the last full collection before
 * collecting again. With 2000 connections in flight, every scavenge promotes their short-lived
 * request objects, and the old generation reached 230 MB of garbage over 50 MB of live data before
 * its next collection (RSS 450–480 MB, budget 400). Growing by 30% at most collects it at ~70 MB,
 * a 13 ms incremental collection a few times a second under a spike (measured peak ~325 MB).
 */
const HEAP_GROWING_PERCENT = 30;

/**
 * The only file that reads the environment, listens and shuts down: it prepares the database,
 * builds the app (whose background loops, app.background, start once it listens) and serves.
 * With WEB_CONCURRENCY above 1 it supervises that many workers instead (web-workers.ts), each
 * one a whole server: supervising is how this process is run, not work the app does.
 */
async function main() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const env = parseEnv();
  const readable = (env.LOG_FORMAT ?? (process.stdout.isTTY ? 'readable' : 'json')) === 'readable';
  const log = createLogger(env.LOG_LEVEL, readable ? readableDestination() : undefined);
  if (env.WEB_CONCURRENCY > 1 && !isWebWorker()) {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log });
    await waitForDatabase(database, log);
    const firstAdmin = await prepareDatabase(env, database, createStorage(env), log);
    await database.close();
    if (firstAdmin) process.stdout.write(firstAdmin);
    // The workers share the port with each other, and must not with a server already on it.
    await assertPortFree(env.PORT, env.HOST);
    superviseWebWorkers({ count: env.WEB_CONCURRENCY, log });
    return;
  }
  await serve(env, log, isWebWorker() ? followSupervisor() : undefined);
}

/**
 * Migrations, demo content when asked for, and the first admin: once per start of the site.
 * Answers what to tell the person at the terminal of an admin account made with a generated
 * password, printed once the site listens (the last thing before visitors' requests), else null.
 */
async function prepareDatabase(
  env: Env,
  database: Database,
  storage: Storage,
  log: Logger,
): Promise<string | null> {
  await migrateDatabase(database);
  log.info({ database: database.kind }, 'database migrated');
  if (
    env.DEMO_CONTENT &&
    (await seedDemoContent(database.db, storage, undefined, { features: env.DEMO_FEATURES }))
  )
    log.info({ features: env.DEMO_FEATURES }, 'demo content seeded');
  const admin = await bootstrapAdmin(database.db, {
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
  });
  if (admin?.generatedPassword) {
    // Printed once, on the first start only; it is stored nowhere but as an argon2id hash.
    return [
      '',
      '  ┌──────────────────────────────────────────────────────────────',
      '  │ Admin account created. Keep this password: it is shown once.',
      `  │   username: ${admin.username}`,
      `  │   password: ${admin.generatedPassword}`,
      `  │ Sign in at ${absoluteUrl(env.publicUrl, ROUTES.adminLogin)}`,
      '  └──────────────────────────────────────────────────────────────',
      '',
      '',
    ].join('\n');
  }
  if (admin) log.info({ username: admin.username }, 'admin account created from ADMIN_USERNAME');
  return null;
}

/** One whole server: the only one, or one of the supervisor's workers. */
async function serve(env: Env, log: Logger, onSupervisorGone?: (shutdown: () => void) => void) {
  // Two processes on one embedded database would corrupt it.
  const releaseEmbedded = env.DATABASE_URL ? () => {} : claimEmbeddedDatabase(env.dataDir, 'server');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, log });
  const storage = createStorage(env);
  const mailer = createMailer(
    {
      smtpUrl: env.SMTP_URL,
      // The owner's sender name (Site Settings) at MAIL_FROM's address, else no-reply@ the site's host.
      from: siteSender({
        sender: env.mailSender,
        readName: () => getSiteSetting(database.db, 'email-sender-name'),
      }),
      dkim: env.dkim,
      returnPaths: createReturnPaths(env.bounceAddress, () => bounceSecret(database.db)),
      dataDir: env.dataDir,
      maxConnections: NEWSLETTER_CONCURRENCY,
    },
    log,
  );
  // Several instances share one PostgreSQL: content changes must reach every instance's cache.
  const contentVersion = env.DATABASE_URL
    ? await createPostgresContentVersion(env.DATABASE_URL, log)
    : undefined;
  const app = await buildApp({
    database,
    storage,
    mailer,
    config: {
      contentVersion,
      trustProxy: trustProxyOption(env.TRUST_PROXY),
      sessionIdleHours: env.SESSION_IDLE_HOURS,
      confirmationEmailsPerHour: env.CONFIRMATION_EMAILS_PER_HOUR,
      rendersPerMinute: env.RENDERS_PER_MINUTE,
      publicUrl: env.publicUrl,
      clientDir: env.CLIENT_DIST_DIR,
      loggerInstance: log,
      notifyEmail: env.NOTIFY_EMAIL,
      stripe: env.stripe,
      dataDir: database.kind === 'pglite' ? env.dataDir : undefined,
      background: {
        leaseMs: env.NEWSLETTER_LEASE_SECONDS * 1000,
        bounceMailbox: env.BOUNCE_MAILBOX_URL ? openBounceMailbox(env.BOUNCE_MAILBOX_URL) : undefined,
        bouncePollMs: env.BOUNCE_POLL_SECONDS * 1000,
        sendingRate: { perSecond: env.MAIL_RATE_PER_SECOND, perHour: env.MAIL_RATE_PER_HOUR },
        retry: { baseDelayMs: env.MAIL_RETRY_SECONDS * 1000 },
      },
    },
  });

  await waitForDatabase(database, log);
  // Workers find it prepared by their supervisor: several at once would race to create the admin.
  const firstAdmin = isWebWorker() ? null : await prepareDatabase(env, database, storage, log);
  log.info({ transport: mailer.kind }, 'mail goes out through this transport');

  let acceptListeners: AcceptListeners | undefined;
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      acceptListeners?.close();
      // Stops the background loops too: the copies in flight record their outcome before the
      // database closes below.
      await app.close();
      mailer.close();
      await database.close();
      releaseEmbedded();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  onSupervisorGone?.(() => void shutdown('supervisor gone'));

  // A drop opens thousands of connections at once: Node's default accept queue (511) overflows
  // and the kernel drops handshakes (resets, 1 s retransmits). Linux caps it at net.core.somaxconn.
  // Workers each listen on the same port, and so do the extra listeners below; the kernel spreads
  // connections over them. Fastify hands its options to Node's listen, whose `reusePort` its
  // types do not list yet.
  const listenOptions: FastifyListenOptions & Pick<ListenOptions, 'reusePort'> = {
    port: env.PORT,
    host: env.HOST,
    backlog: LISTEN_BACKLOG,
    reusePort: CAN_SHARE_PORT || env.WEB_CONCURRENCY > 1,
  };
  // A port opened for sharing would be shared with a server already on it (workers share theirs
  // on purpose): a second server on a taken port must fail to start, as it did before sharing.
  if (listenOptions.reusePort && !isWebWorker() && env.PORT !== 0) await assertPortFree(env.PORT, env.HOST);
  // Ready first, so the background loops have started (resuming what a previous run left
  // unfinished) before the first visitor is let in.
  await app.listen(listenOptions);
  // Under such load Node leaves its poll phase only after 48 full batches of events, and the
  // connections it accepted meanwhile wait for that: see core/runtime/poll-phase-limit.ts.
  limitPollPhase(app.server);
  // It also takes connections off a listener one per pass of its loop: see core/runtime/accept-listeners.ts.
  try {
    if (!CAN_SHARE_PORT) throw new Error(`no SO_REUSEPORT on ${process.platform}`);
    acceptListeners = await addAcceptListeners(app.server, {
      count: acceptListenerCount(ACCEPT_LISTENERS),
      backlog: LISTEN_BACKLOG,
    });
  } catch (error) {
    log.warn({ err: error }, 'extra listeners unavailable: new connections are accepted one per loop pass');
  }
  log.info(`Vitrine is running on ${env.publicUrl}`);
  if (firstAdmin) process.stdout.write(firstAdmin);
}

main().catch((error: unknown) => {
  console.error(safeError(error));
  process.exit(1);
});
