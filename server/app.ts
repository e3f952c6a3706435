import { ACTIVITY_SUBJECTS } from './activity-subjects';
import type { AppConfig } from './app-config';
import { registerCore } from './core/app-core';
import { createHashGate } from './core/auth/hash-gate';
import { ARGON2_CHECKS, type PasswordChecks } from './core/auth/passwords';
import { createLocalContentVersion } from './core/cache/content-version';
import { type Clock, systemClock } from './core/clock';
import type { Database } from './core/db/index';
import { DEFAULT_CONFIRMATION_EMAILS_PER_HOUR } from './core/env';
import { healthRoutes } from './core/http/health';
import { createHttpApp } from './core/http/http-app';
import type { Mailer } from './core/mail/mailer';
import { CLIENT_DIST_DIR } from './core/project-root';
import { createDiskSpace } from './core/storage/disk-space';
import type { Storage } from './core/storage/storage';
import { accountPlugin } from './modules/account/index';
import { activityPlugin } from './modules/activity/index';
import { analyticsPlugin } from './modules/analytics/index';
import { audiencePlugin } from './modules/audience/index';
import { certificatesPlugin } from './modules/certificates/index';
import { challengePlugin } from './modules/challenge/index';
import { collectorsPlugin } from './modules/collectors/index';
import { contentPlugin, getSiteSetting } from './modules/content/index';
import { drawsPlugin } from './modules/draws/index';
import { dropsPlugin } from './modules/drops/index';
import { editionsPlugin } from './modules/editions/index';
import { inquiriesPlugin } from './modules/inquiries/index';
import { DEFAULT_UPLOAD_TEMP_DIR, mediaPlugin } from './modules/media/index';
import { newslettersPlugin } from './modules/newsletters/index';
import { createPageKeys, pagesPlugin } from './modules/pages/index';
import { reservationsPlugin } from './modules/reservations/index';
import { salesPlugin } from './modules/sales/index';
import { sculpturesPlugin } from './modules/sculptures/index';
import { staffPlugin } from './modules/staff/index';
import { waitlistsPlugin } from './modules/waitlists/index';

export type { AppConfig } from './app-config';

/** What a test replaces outright; everything else is a setting (AppConfig). */
export interface AppDeps {
  database: Database;
  /** Media files: a folder or an S3 bucket. */
  storage: Storage;
  /** The app's one clock: loops, schedules, expiries and every "now" a rule reads (tests move it on). */
  clock?: Clock;
  /** Sends every email; without it no mail sender runs and no test copy can go. */
  mailer?: Mailer;
  /** The sign-in's password checks; argon2id's by default (tests count or hold them). */
  passwordChecks?: PasswordChecks;
  config?: AppConfig;
}

const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/**
 * Builds the whole application; never listens (tests drive it with app.inject). The shared parts
 * first (core: database, clock, mail, background, sign-in), then each feature's module, each one
 * Fastify plugin taking what it needs from the app (docs/architecture.md).
 */
export async function buildApp(deps: AppDeps) {
  const config = deps.config ?? {};
  const { database } = deps;
  const contentVersion = config.contentVersion ?? createLocalContentVersion();
  const pageKeys = createPageKeys({ db: database.db, version: contentVersion });
  const app = await createHttpApp({
    ...config,
    contentVersion,
    pageKeys: { pageKey: pageKeys.keyOf, loadPageKeys: pageKeys.load, lastPageKey: pageKeys.lastKeyOf },
  });
  registerCore(app, {
    database,
    storage: deps.storage,
    clock: deps.clock ?? systemClock,
    publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL,
    contentVersion,
    mailer: deps.mailer,
    replyToSetting: () => getSiteSetting(database.db, 'reply-to-email'),
    notifyEmail: config.notifyEmail,
    sending: {
      rate: config.background?.sendingRate,
      leaseMs: config.background?.leaseMs,
      pollIntervalMs: config.background?.senderPollMs,
      retry: config.background?.retry,
    },
    signIn: { clock: config.signInClock, sessionIdleHours: config.sessionIdleHours },
  });
  const uploadTempDir = config.uploadTempDir ?? DEFAULT_UPLOAD_TEMP_DIR;
  const diskSpace =
    config.diskSpace ??
    createDiskSpace({
      uploadTemp: { name: 'upload temp folder', path: uploadTempDir },
      media: app.storage.root ? { name: 'media folder', path: app.storage.root } : undefined,
      others: config.dataDir ? [{ name: 'database folder', path: config.dataDir }] : [],
    });
  const confirmationsPerHour = config.confirmationEmailsPerHour ?? DEFAULT_CONFIRMATION_EMAILS_PER_HOUR;

  // Staff first: its auth hook (default deny, roles, proof) guards every route registered after it.
  await app.register(staffPlugin, {
    hashGate: config.hashGate ?? createHashGate(),
    passwordChecks: deps.passwordChecks ?? ARGON2_CHECKS,
  });
  await app.register(healthRoutes, { diskSpace });
  await app.register(activityPlugin, { subjects: ACTIVITY_SUBJECTS });
  await app.register(waitlistsPlugin);
  await app.register(mediaPlugin, {
    ffprobe: config.ffprobe === undefined ? 'ffprobe' : config.ffprobe,
    uploadTempDir,
    diskSpace,
  });
  await app.register(challengePlugin);
  await app.register(analyticsPlugin);
  await app.register(certificatesPlugin);
  await app.register(salesPlugin, { stripe: config.stripe });
  await app.register(reservationsPlugin, { confirmationsPerHour });
  await app.register(accountPlugin);
  await app.register(drawsPlugin);
  await app.register(contentPlugin);
  await app.register(sculpturesPlugin);
  await app.register(editionsPlugin);
  await app.register(dropsPlugin);
  await app.register(inquiriesPlugin, { notifyEmail: config.notifyEmail });
  await app.register(newslettersPlugin, { campaignPollMs: config.background?.campaignPollMs });
  await app.register(audiencePlugin, {
    confirmationsPerHour,
    bounceMailbox: config.background?.bounceMailbox,
    bouncePollMs: config.background?.bouncePollMs,
  });
  await app.register(collectorsPlugin);
  // Last: the public pages and the catch-all, whose renderer the no-script answers use.
  await app.register(pagesPlugin, {
    clientDir: config.clientDir ?? CLIENT_DIST_DIR,
    renderRoot: config.renderRoot,
    pageKeys,
    rendersPerMinute: config.rendersPerMinute,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
