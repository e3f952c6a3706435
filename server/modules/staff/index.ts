import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import type { HashGate } from '../../core/auth/hash-gate';
import type { PasswordChecks } from '../../core/auth/passwords';
import type { SignInLimits } from '../../core/auth/sign-in-limits';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { acceptInvitationRoute } from './accept-route';
import { accessRoutes } from './access-routes';
import { meRoutes } from './me-routes';
import { passkeyRoutes } from './passkey-routes';
import { sealPlainTotpSecrets } from './second-factor';
import { secondFactorRoutes } from './second-factor-routes';
import { staffRoutes } from './staff-routes';

export { STAFF_ACTIVITY } from './activity';
export { findActiveSession } from './admin-queries';
export { registerAuth } from './auth';
export { bootstrapAdmin } from './bootstrap-admin';
export { mustSetUp } from './policy';
export { hasFreshProof, refuseForProof, refuseForSetup } from './proof';
export { hasTotp, issueSignInTicket } from './second-factor';
export { sessionRoutes } from './session-routes';
export { startSession } from './start-session';

/*
 * Staff: the studio's people and what each may do. Accounts have a role (Owner, Manager,
 * Editor: contract/staff.ts), which the auth hook checks against every admin route's
 * `config.role` (server/plugins/auth.ts); the Owner invites people by a one-time emailed link and
 * may change their role, suspend or remove them (their sessions end at once). Decision 41.
 */

export interface StaffModuleOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  limits: SignInLimits;
  hashGate: HashGate;
  passwordChecks: PasswordChecks;
  /** A session unused this long has ended. */
  sessionIdleMs: number;
  /** The sign-in's clock: sessions are proven, and proof goes stale, by it. */
  authNow: () => Date;
  /** After an invitation is queued: wakes the mail sender. */
  mailQueued: () => void;
}

export const staffPlugin: FastifyPluginAsync<StaffModuleOptions> = async (app, options) => {
  const { db, clock, publicUrl, limits, hashGate, passwordChecks, sessionIdleMs, authNow, mailQueued } =
    options;
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
};
