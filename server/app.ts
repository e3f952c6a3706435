import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/index';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { CLIENT_DIST_DIR } from './project-root';
import { aboutRoutes } from './routes/about';
import { adminAboutRoutes } from './routes/admin/about';
import { adminAudienceRoutes } from './routes/admin/audience';
import { adminJournalRoutes } from './routes/admin/journal';
import { adminSculptureRoutes } from './routes/admin/sculptures';
import { sessionRoutes } from './routes/admin/session';
import { adminSettingRoutes } from './routes/admin/settings';
import { audienceRoutes } from './routes/audience';
import { healthRoutes } from './routes/health';
import { journalRoutes } from './routes/journal';
import { mediaRoutes } from './routes/media';
import { popupSettingRoutes } from './routes/popup-settings';
import { sculptureRoutes } from './routes/sculptures';
import { seoRoutes } from './routes/seo';
import { siteSettingRoutes } from './routes/site-settings';
import { createLoginLimiter, type LoginLimiter } from './services/auth/login-limiter';
import type { Storage } from './services/storage/storage';

export interface AppDeps {
  database: Database;
  storage: Storage;
  /** Folder of the built client; defaults to dist/client. */
  clientDir?: string;
  /** Absolute origin for canonical, sharing and sitemap URLs. */
  publicUrl?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  loginLimiter?: LoginLimiter;
}

/** Builds the whole application; never listens (tests drive it with app.inject). */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await registerSecurity(app);
  await app.register(rateLimit, { global: false });

  const { db } = deps.database;
  registerAuth(app, db);

  await app.register(healthRoutes, { database: deps.database });
  await app.register(mediaRoutes, { storage: deps.storage });
  await app.register(sculptureRoutes, { db });
  await app.register(siteSettingRoutes, { db });
  await app.register(aboutRoutes, { db });
  await app.register(popupSettingRoutes, { db });
  await app.register(journalRoutes, { db });
  await app.register(audienceRoutes, { db });

  await app.register(sessionRoutes, { db, loginLimiter: deps.loginLimiter ?? createLoginLimiter() });
  await app.register(adminSculptureRoutes, { db });
  await app.register(adminAudienceRoutes, { db });
  await app.register(adminAboutRoutes, { db });
  await app.register(adminJournalRoutes, { db });
  await app.register(adminSettingRoutes, { db });

  const publicUrl = deps.publicUrl ?? 'http://localhost:3000';
  await app.register(seoRoutes, { db, publicUrl });
  await registerSpa(app, { clientDir: deps.clientDir ?? CLIENT_DIST_DIR, db, publicUrl });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
