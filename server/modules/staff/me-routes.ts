import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { LoginErrorSchema } from '../../../contract/auth';
import { MessageSchema } from '../../../contract/common';
import { PASSKEY_MESSAGES } from '../../../contract/passkeys';
import { SECOND_FACTOR_MESSAGES } from '../../../contract/second-factor';
import { AdminMeSchema, ReauthenticateInputSchema } from '../../../contract/staff';
import type { HashGate } from '../../core/auth/hash-gate';
import type { PasswordChecks } from '../../core/auth/passwords';
import type { LimitKey, SignInLimits } from '../../core/auth/sign-in-limits';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import { findStaffMember } from './accounts';
import { findAdminById, markSessionProven } from './admin-queries';
import { countPasskeys, relyingParty, verifyPasskey } from './passkeys';
import { mustSetUp } from './policy';
import { checkSecondFactor, hasTotp } from './second-factor';
import { factorKeys, refuseTooMany } from './too-many';

export interface MeRouteOptions {
  db: Db;
  limits: SignInLimits;
  hashGate: HashGate;
  passwordChecks: PasswordChecks;
  publicUrl: string;
  /** The sign-in's clock: proof is timed by it. */
  authNow: () => Date;
}

/** The signed-in person's own account: every role may read it, and prove themselves again. */
export const meRoutes: FastifyPluginAsyncZod<MeRouteOptions> = async (
  app,
  { db, limits, hashGate, passwordChecks, publicUrl, authNow },
) => {
  app.addHook('onRoute', routesNeed('editor'));
  const rp = relyingParty(publicUrl);
  app.get(
    ADMIN_CALLS.me,
    { config: { setup: true }, schema: { response: { 200: AdminMeSchema } } },
    async (request) => {
      const me = await findStaffMember(db, request.admin!.userId);
      // The auth hook found the session a moment ago; an account removed since has no "me".
      if (!me) throw new HttpError(401, 'Unauthorized');
      return {
        id: me.id,
        username: me.username,
        email: me.email,
        role: me.role,
        secondFactor: me.secondFactor,
        passkeys: await countPasskeys(db, me.id),
        mustSetUp: await mustSetUp(db, me.id),
      };
    },
  );

  /**
   * Proof again, before a money, erasure, staff, payment or mail step: one of the person's
   * passkeys, or a code from their authenticator app (or a recovery code); their password only
   * when they have neither (a password is what phishing takes). Guesses from
   * a stolen session wait like any sign-in's (per network, per session, and per account for codes).
   */
  app.post(
    ADMIN_CALLS.reauthenticate,
    {
      config: { setup: true },
      schema: {
        body: ReauthenticateInputSchema,
        response: { 200: MessageSchema, 403: MessageSchema, 429: LoginErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.admin!;
      const { password, code, passkey } = request.body;
      const keys: LimitKey[] = [
        ...factorKeys(request, session.userId).filter((key) => code || passkey || key.kind === 'network'),
        { kind: 'device', id: `session:${session.tokenHash}` },
      ];
      const limit = await limits.begin(keys);
      if (limit.refused) return refuseTooMany(reply, limit.retryAfterSeconds);
      const admin = await findAdminById(db, session.userId);
      if (!admin) throw new HttpError(401, 'Unauthorized');
      // 403, not 401: the session is fine, and the dashboard answers a 401 by asking to sign in.
      const passkeys = await countPasskeys(db, admin.id);
      if (passkey) {
        const proved = await verifyPasskey(db, rp, passkey, 'prove', authNow(), admin.id);
        if (proved === null || proved === 'unknown') throw new HttpError(403, PASSKEY_MESSAGES.failed);
      } else if (passkeys > 0 && !code) {
        throw new HttpError(403, 'Use your passkey to confirm.');
      } else if (passkeys > 0 || (await hasTotp(db, admin.id))) {
        // A password alone is what a phished person gives away: with an app, the app's code.
        if (!code) throw new HttpError(403, SECOND_FACTOR_MESSAGES.codeRequired);
        if (!(await checkSecondFactor(db, admin.id, code, authNow())))
          throw new HttpError(403, SECOND_FACTOR_MESSAGES.codeWrong);
      } else {
        if (!password) throw new HttpError(403, 'Enter your password.');
        const valid = await hashGate.run(() => passwordChecks.verify(admin.passwordHash, password));
        if (valid === undefined) return refuseTooMany(reply, 1);
        if (!valid) throw new HttpError(403, 'That is not your password.');
      }
      await limits.succeeded(keys);
      await markSessionProven(db, session.tokenHash, authNow());
      return { message: 'Confirmed' };
    },
  );
};
