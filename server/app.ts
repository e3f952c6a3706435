import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ADMIN_API_PREFIX, API_PREFIX } from '../contract/api-paths';
import { ACTIVITY_SUBJECTS } from './activity-subjects';
import { addLayerLoops, type BackgroundSettings } from './background/loops';
import { registerCore } from './core/app-core';
import { createHashGate, type HashGate } from './core/auth/hash-gate';
import { ARGON2_CHECKS, type PasswordChecks } from './core/auth/passwords';
import { createSignInLimits } from './core/auth/sign-in-limits';
import { createBackground } from './core/background/background';
import { cacheFirstServer, type ServeHit } from './core/cache/cache-first-server';
import { type ContentVersion, createLocalContentVersion } from './core/cache/content-version';
import { registerResponseCache } from './core/cache/response-cache';
import { createVisitorRenders } from './core/cache/visitor-renders';
import { systemClock } from './core/clock';
import type { Database } from './core/db/index';
import { bulkShare, createSendingBudget } from './core/delivery/sending-budget';
import {
  DEFAULT_CONFIRMATION_EMAILS_PER_HOUR,
  DEFAULT_SESSION_IDLE_HOURS,
  type StripeSettings,
} from './core/env';
import { healthRoutes } from './core/http/health';
import { linkPageRoutes } from './core/http/link-page';
import { computeSecurityHeaders, registerCompression, registerSecurityHeaders } from './core/http/security';
import { registerStorableText } from './core/http/storable-text';
import type { Mailer } from './core/mail/mailer';
import { CLIENT_DIST_DIR } from './core/project-root';
import { createDiskSpace, type DiskSpace } from './core/storage/disk-space';
import type { Storage } from './core/storage/storage';
import { guardStorage } from './core/storage/storage-error';
import { accountPagePlugin, accountPlugin } from './modules/account/index';
import { activityPlugin } from './modules/activity/index';
import { analyticsPlugin } from './modules/analytics/index';
import {
  certificatePagesPlugin,
  certificatesPlugin,
  createCertificateService,
} from './modules/certificates/index';
import { challengePlugin } from './modules/challenge/index';
import { contentPlugin } from './modules/content/index';
import { drawPagePlugin, drawsPlugin } from './modules/draws/index';
import { dropsPlugin } from './modules/drops/index';
import { editionsPlugin } from './modules/editions/index';
import { inquiriesPlugin } from './modules/inquiries/index';
import { createMediaServices, DEFAULT_UPLOAD_TEMP_DIR, mediaPlugin } from './modules/media/index';
import { newslettersPlugin } from './modules/newsletters/index';
import { createPageKeys, type RenderRoot, registerSpa } from './modules/pages/index';
import { reservationPagePlugin, reservationsPlugin } from './modules/reservations/index';
import { orderPagePlugin, salesPlugin } from './modules/sales/index';
import { sculpturesPlugin } from './modules/sculptures/index';
import { registerAuth, sessionRoutes, staffPlugin } from './modules/staff/index';
import { waitlistLeaveLinkPage, waitlistsPlugin } from './modules/waitlists/index';
import { registerErrorHandler } from './plugins/error-handler';
import { adminAudienceRoutes } from './routes/admin/audience';
import { adminCollectorPrivacyRoutes } from './routes/admin/collector-privacy';
import { adminCollectorRoutes } from './routes/admin/collectors';
import { adminExportRoutes } from './routes/admin/exports';
import { adminListPageRoutes } from './routes/admin/list-pages';
import { adminMailSettingRoutes } from './routes/admin/mail-settings';
import { adminRetentionRoutes } from './routes/admin/retention-settings';
import { adminSuppressionRoutes } from './routes/admin/suppressions';
import { validationReportRoutes } from './routes/admin/validation-reports';
import { audienceRoutes } from './routes/audience';
import { confirmRoutes } from './routes/confirm';
import { formPostRoutes } from './routes/form-posts';
import { confirmLinkPage, unsubscribeLinkPage } from './routes/link-pages';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { createStudioInbox, withStudioReplies } from './services/mailer/studio-inbox';
import { createConfirmLinks } from './services/opt-in/confirm-link';

export interface AppDeps {
  database: Database;
  storage: Storage;
  /** Folder of the built client; defaults to dist/client. */
  clientDir?: string;
  /** Absolute origin for canonical, sharing and sitemap URLs. */
  publicUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** A logger already made (the server shares it with its mailer); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Told every route as it is added (the fuzz run builds its requests from the route table). */
  onRoute?: (route: RouteOptions) => void;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** SESSION_IDLE_HOURS: a session unused this long ends. */
  sessionIdleHours?: number;
  /** The clock sign-in waits are counted by (tests move it on). */
  signInClock?: () => Date;
  /** The gate password checks wait in (at most a few at once); a new one by default. */
  hashGate?: HashGate;
  /** The sign-in's password checks; argon2id's by default (tests count or hold them). */
  passwordChecks?: PasswordChecks;
  /** The ffprobe command the video checks use for WebM, MKV and AVI; null for none. Default: `ffprobe`. */
  ffprobe?: string | null;
  /** Where uploads wait while their bytes are checked; defaults to a folder in the OS temp dir. */
  uploadTempDir?: string;
  /** The embedded database's folder, watched for free space with the upload and media folders. */
  dataDir?: string;
  /** Free space of the folders the site writes to; by default measured with statfs. */
  diskSpace?: DiskSpace;
  /**
   * Sends every email: the background loops' queued mail, and newsletter test copies (the one
   * email sent while the admin waits). Without it no mail loop runs and no test copy can go.
   */
  mailer?: Mailer;
  /** NOTIFY_EMAIL: where new inquiries are announced. */
  notifyEmail?: string;
  /** RENDERS_PER_MINUTE: page renders one client network may cause, on any route; unset, no limit. */
  rendersPerMinute?: number;
  /** CONFIRMATION_EMAILS_PER_HOUR: confirmation emails sent in an hour at most, every address together. */
  confirmationEmailsPerHour?: number;
  /** The background loops' clock and waits (server/background/loops.ts); their defaults by default. */
  background?: BackgroundSettings;
  /** Tells cached public answers when content changed; several instances share it through PostgreSQL. */
  contentVersion?: ContentVersion;
  /** Server renderer of the public pages; by default the SSR build beside clientDir, if there is one. */
  renderRoot?: RenderRoot | null;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: card payment; absent, not offered. */
  stripe?: StripeSettings;
}

const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** Builds the whole application; never listens (tests drive it with app.inject). */
export async function buildApp(deps: AppDeps) {
  let serveHit: ServeHit = () => false;
  const app = Fastify({
    ...(deps.loggerInstance ? { loggerInstance: deps.loggerInstance } : { logger: deps.logger ?? false }),
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    serverFactory: cacheFirstServer(() => serveHit),
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerStorableText(app);
  const securityHeaders = computeSecurityHeaders();
  await registerSecurityHeaders(app, securityHeaders);
  const contentVersion = deps.contentVersion ?? createLocalContentVersion();
  const pageKeys = createPageKeys({ db: deps.database.db, version: contentVersion });
  ({ serveHit } = registerResponseCache(app, {
    version: contentVersion,
    commonHeaders: securityHeaders,
    pageKey: pageKeys.keyOf,
    loadPageKeys: pageKeys.load,
    lastPageKey: pageKeys.lastKeyOf,
  }));
  app.addHook('onClose', () => contentVersion.close());
  await registerCompression(app);
  await app.register(rateLimit, { global: false });

  const { db } = deps.database;
  const confirmationsPerHour = deps.confirmationEmailsPerHour ?? DEFAULT_CONFIRMATION_EMAILS_PER_HOUR;
  const sessionIdleMs = (deps.sessionIdleHours ?? DEFAULT_SESSION_IDLE_HOURS) * 3_600_000;
  // Proof of who one is is timed by the sign-in's clock (tests move it on).
  const authNow = deps.signInClock ?? (() => new Date());
  // A failing disk or object store answers 503 (plugins/outage.ts), never 500.
  const storage = guardStorage(deps.storage);
  const publicUrl = deps.publicUrl ?? DEFAULT_PUBLIC_URL;
  // The app's one clock: the loops count by it, reservations step on it, public reads see each
  // piece's lock at its time, and a newsletter's time is checked against it (tests move it on).
  const clock = deps.background?.clock ?? systemClock;
  // Where readers' answers and the owner's notices go, from Site Settings and NOTIFY_EMAIL.
  const studioInbox = createStudioInbox(db, contentVersion, deps.notifyEmail);
  // The rate every mail sender keeps, counted in the database so every instance keeps it together.
  const sendingRate = deps.background?.sendingRate;
  const sendingBudget = sendingRate ? createSendingBudget({ db, rate: sendingRate, clock }) : undefined;
  // What newsletters and waitlist emails may take of it: the pace the dashboard tells.
  const bulkPace = sendingRate ? bulkShare(sendingRate) : null;
  const mailer = deps.mailer && withStudioReplies(deps.mailer, studioInbox);
  const exclusiveDatabase = deps.database.kind === 'pglite';
  // Every loop that runs without a request (senders, schedulers, backfill): core/background.
  const background = createBackground({ log: app.log });
  const core = registerCore(app, {
    database: deps.database,
    storage,
    clock,
    publicUrl,
    contentVersion,
    background,
    mailSending: mailer
      ? {
          db,
          log: app.log,
          mailer,
          leaseMs: deps.background?.leaseMs,
          pollIntervalMs: deps.background?.senderPollMs,
          retry: deps.background?.retry,
          clock,
          exclusiveDatabase,
          budget: sendingBudget,
        }
      : null,
  });
  registerAuth(app, db, { sessionIdleMs, now: authNow });
  await app.register(activityPlugin, { subjects: ACTIVITY_SUBJECTS });
  const uploadTempDir = deps.uploadTempDir ?? DEFAULT_UPLOAD_TEMP_DIR;
  const diskSpace =
    deps.diskSpace ??
    createDiskSpace({
      uploadTemp: { name: 'upload temp folder', path: uploadTempDir },
      media: storage.root ? { name: 'media folder', path: storage.root } : undefined,
      others: deps.dataDir ? [{ name: 'database folder', path: deps.dataDir }] : [],
    });
  const { media, uploads, videoChecks } = createMediaServices({
    db,
    storage,
    log: app.log,
    ffprobe: deps.ffprobe === undefined ? 'ffprobe' : deps.ffprobe,
    uploadTempDir,
    diskSpace,
    // The live video simulation plays the file through this very app, routes and storage included.
    fetchMedia: async (url, headers) => {
      const response = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
      return {
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? ''),
        body: response.stream(),
      };
    },
  });
  // Closing waits for image variants still being written.
  app.addHook('onClose', () => media.close());

  // First of the modules: every feature that makes a piece available again tells its waitlist.
  await app.register(waitlistsPlugin, { pace: bulkPace });
  const notifyWaitlist = app.waitlists.notify;
  addLayerLoops(background, {
    sendingBudget,
    db,
    log: app.log,
    settings: { ...deps.background, clock },
    publicUrl,
    mailer,
    exclusiveDatabase,
  });
  const { wake } = background;

  await app.register(healthRoutes, { database: deps.database, diskSpace });
  await app.register(mediaPlugin, { db, clock, storage, sessionIdleMs, media, uploads, videoChecks });

  const confirmLinks = createConfirmLinks({ db, notifyWaitlist });
  const limits = createSignInLimits(db, deps.signInClock ? { now: deps.signInClock } : {});
  const hashGate = deps.hashGate ?? createHashGate();
  const certificates = createCertificateService({ db, storage, publicUrl, wake, log: app.log });
  await app.register(challengePlugin, { db, clock });
  const challengeGate = app.challenge;
  await app.register(salesPlugin, {
    db,
    clock,
    publicUrl,
    stripe: deps.stripe,
    certificates,
    mailQueued: () => {
      wake('mail-outbox');
      // A lapse holds the next number for the next in line, who is emailed by the reservation sender.
      wake('reservation-sender');
    },
    countsChanged: () => {
      app.analytics.stockMoved();
      return contentVersion.changed();
    },
    availableAgain: (sculptureId) => notifyWaitlist(sculptureId),
  });
  await app.register(staffPlugin, {
    db,
    clock,
    publicUrl,
    limits,
    hashGate,
    passwordChecks: deps.passwordChecks ?? ARGON2_CHECKS,
    sessionIdleMs,
    authNow,
    mailQueued: () => wake('mail-outbox'),
  });
  // Visits and drops counted without cookies; before the reservation routes, which keep a source through it.
  await app.register(analyticsPlugin, { db, clock });
  await app.register(reservationsPlugin, { ownerEmail: studioInbox.owner, confirmationsPerHour });
  // The collector's own page: sign-in by emailed code, their collection, resales they start.
  await app.register(accountPlugin, {
    db,
    clock,
    publicUrl,
    limits,
    certificates,
    studioEmail: studioInbox.owner,
    mailQueued: () => wake('mail-outbox'),
  });
  await app.register(drawsPlugin, {
    db,
    clock,
    publicUrl,
    mailQueued: () => wake('mail-outbox'),
    drawn: async () => {
      wake('reservation-sender');
      await contentVersion.changed();
    },
  });

  await app.register(contentPlugin, { db, clock, publicUrl, media, uploads, videoChecks, authNow });

  await app.register(sculpturesPlugin, { media, uploads });
  await app.register(editionsPlugin);
  await app.register(dropsPlugin);
  await app.register(inquiriesPlugin, { db, wake });
  await app.register(certificatesPlugin, { db, certificates });
  await app.register(newslettersPlugin, {
    db,
    wake,
    pace: bulkPace,
    clock,
    uploads,
    media,
    publicUrl,
    mailer,
    campaignPollMs: deps.background?.campaignPollMs,
  });

  // The public API: every public call's plugin, registered here under /api (each names only its
  // path below the prefix). A route is still admin-only unless it says public (default deny).
  await app.register(
    async (api) => {
      await api.register(audienceRoutes, {
        db,
        notifyEmail: deps.notifyEmail,
        wake,
        confirmationsPerHour,
        challenge: challengeGate,
      });
      await api.register(confirmRoutes, { links: confirmLinks });
      await api.register(unsubscribeRoutes, { db });
    },
    { prefix: API_PREFIX },
  );

  // The owner's API: every admin route plugin, registered here under /api/admin and nowhere
  // else (each names only its path below the prefix). A new admin resource joins this list.
  await app.register(
    async (admin) => {
      await admin.register(sessionRoutes, {
        db,
        limits,
        hashGate,
        passwordChecks: deps.passwordChecks ?? ARGON2_CHECKS,
        sessionIdleMs,
        now: authNow,
      });
      await admin.register(adminAudienceRoutes, { db, confirmationsPerHour });
      await admin.register(adminMailSettingRoutes, { studioInbox });
      await admin.register(adminCollectorRoutes, { db });
      await admin.register(adminCollectorPrivacyRoutes, { db });
      await admin.register(adminListPageRoutes, { db });
      await admin.register(adminRetentionRoutes, { db, wake });
      await admin.register(adminSuppressionRoutes, { db });
      await admin.register(adminExportRoutes, { db });
      // Public although under the prefix: the detail page's report of a repeated gallery image.
      await admin.register(validationReportRoutes);
    },
    { prefix: ADMIN_API_PREFIX },
  );

  const { renderPublicPage } = await registerSpa(app, {
    clientDir: deps.clientDir ?? CLIENT_DIST_DIR,
    db,
    media,
    publicUrl,
    renderRoot: deps.renderRoot,
    pageKeys,
    clock,
    renders:
      deps.rendersPerMinute === undefined
        ? undefined
        : createVisitorRenders({ perMinute: deps.rendersPerMinute, now: () => clock.now().getTime() }),
  });
  core.providePages(renderPublicPage);
  await app.register(formPostRoutes, {
    db,
    renderPublicPage,
    notifyEmail: deps.notifyEmail,
    wake,
    reservationDesk: app.reservationDesk,
    confirmationsPerHour,
    challenge: challengeGate,
  });
  // The pages an email's link opens, working before (and without) their script.
  await app.register(linkPageRoutes, { page: confirmLinkPage(confirmLinks), renderPublicPage });
  await app.register(linkPageRoutes, { page: unsubscribeLinkPage(db), renderPublicPage });
  await app.register(linkPageRoutes, { page: waitlistLeaveLinkPage(db), renderPublicPage });
  await app.register(reservationPagePlugin);
  // A collector's order, to pay, follow and download from, working without script.
  await app.register(orderPagePlugin, { sales: app.sales, renderPublicPage });
  await app.register(accountPagePlugin, { renderPublicPage });
  // A draw's page: its commitment, entries, list, seed and order, working without script.
  await app.register(drawPagePlugin, { renderPublicPage });
  // The public check of a certificate's code: JSON, and pages that work without script.
  await app.register(certificatePagesPlugin, { certificates, limits, clock, renderPublicPage });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
