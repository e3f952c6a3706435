import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import type { HashGate } from '../../core/auth/hash-gate';
import type { PasswordChecks } from '../../core/auth/passwords';
import { acceptInvitationRoute } from './accept-route';
import { accessRoutes } from './access-routes';
import { registerAuth } from './auth';
import { meRoutes } from './me-routes';
import { passkeyRoutes } from './passkey-routes';
import { sealPlainTotpSecrets } from './second-factor';
import { secondFactorRoutes } from './second-factor-routes';
import { sessionRoutes } from './session-routes';
import { staffRoutes } from './staff-routes';

export { STAFF_ACTIVITY } from './activity';
export { findActiveSession } from './admin-queries';
export { bootstrapAdmin } from './bootstrap-admin';
export { hasFreshProof, refuseForProof } from './proof';
export { startSession } from './start-session';

/*
 * Staff: the studio's people and what each may do. Accounts have a role (Owner, Manager,
 * Editor: contract/staff.ts), which the auth hook checks against every admin route's
 * `config.role` (auth.ts); the Owner invites people by a one-time emailed link and
 * may change their role, suspend or remove them (their sessions end at once). Decision 41.
 */

export interface StaffModuleOptions {
  /** The gate password checks wait in (at most a few at once). */
  hashGate: HashGate;
  /** The sign-in's password checks: argon2id's (tests count or hold them). */
  passwordChecks: PasswordChecks;
}

const staffModule: FastifyPluginAsync<StaffModuleOptions> = async (app, { hashGate, passwordChecks }) => {
  const { db, clock, publicUrl } = app;
  const { limits, now: authNow, sessionIdleMs } = app.signIn;
  const mailQueued = () => app.background.wake('mail-outbox');
  // Default deny: every admin route asks for a session, a role and, for money, fresh proof.
  registerAuth(app, db, { sessionIdleMs, now: authNow });
  // Authenticator secrets stored before they were sealed are sealed once the database is ready
  // (migrated; a code read before then is sealed as it is read, second-factor.ts).
  app.addHook('onReady', async () => {
    try {
      const sealed = await sealPlainTotpSecrets(db);
      if (sealed > 0) app.log.info({ sealed }, 'authenticator secrets sealed');
    } catch (error) {
      app.log.error(
        { err: error },
        'authenticator secrets could not be sealed; they are sealed as they are read',
      );
    }
  });
  await app.register(meRoutes, {
    prefix: ADMIN_API_PREFIX,
    db,
    limits,
    hashGate,
    passwordChecks,
    publicUrl,
    authNow,
  });
  await app.register(passkeyRoutes, { prefix: ADMIN_API_PREFIX, db, limits, publicUrl, authNow });
  await app.register(accessRoutes, { prefix: ADMIN_API_PREFIX, db, sessionIdleMs });
  await app.register(secondFactorRoutes, { prefix: ADMIN_API_PREFIX, db, limits, publicUrl, authNow });
  await app.register(staffRoutes, { prefix: ADMIN_API_PREFIX, db, clock, publicUrl, mailQueued });
  await app.register(acceptInvitationRoute, {
    prefix: ADMIN_API_PREFIX,
    db,
    clock,
    limits,
    hashGate,
    publicUrl,
    authNow,
  });
  await app.register(sessionRoutes, {
    prefix: ADMIN_API_PREFIX,
    db,
    limits,
    hashGate,
    passwordChecks,
    sessionIdleMs,
    now: authNow,
  });
};

/**
 * One Fastify plugin, registered before every other feature: its auth hook guards the routes
 * registered after it.
 */
export const staffPlugin = fp(staffModule, { name: 'staff' });
