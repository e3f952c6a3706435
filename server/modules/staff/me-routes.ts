import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { LoginErrorSchema } from '../../../contract/auth';
import { MessageSchema } from '../../../contract/common';
import { AdminMeSchema, ReauthenticateInputSchema } from '../../../contract/staff';
import type { Db } from '../../db/index';
import { HttpError } from '../../http-error';
import { findAdminById, markSessionProven } from '../../repositories/admin';
import { routesNeed } from '../../routes/route-config';
import { clientNetwork } from '../../services/auth/client-network';
import type { HashGate } from '../../services/auth/hash-gate';
import type { PasswordChecks } from '../../services/auth/passwords';
import type { LimitKey, SignInLimits } from '../../services/auth/sign-in-limits';
import { findStaffMember } from './accounts';

export interface MeRouteOptions {
  db: Db;
  limits: SignInLimits;
  hashGate: HashGate;
  passwordChecks: PasswordChecks;
  /** The sign-in's clock: proof is timed by it. */
  authNow: () => Date;
}

const tooMany = (seconds: number) => ({
  error: `Too many failed attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`,
});

/** The signed-in person's own account: every role may read it, and prove themselves again. */
export const meRoutes: FastifyPluginAsyncZod<MeRouteOptions> = async (
  app,
  { db, limits, hashGate, passwordChecks, authNow },
) => {
  app.addHook('onRoute', routesNeed('editor'));
  app.get(ADMIN_CALLS.me, { schema: { response: { 200: AdminMeSchema } } }, async (request) => {
    const me = await findStaffMember(db, request.admin!.userId);
    // The auth hook found the session a moment ago; an account removed since has no "me".
    if (!me) throw new HttpError(401, 'Unauthorized');
    return { id: me.id, username: me.username, email: me.email, role: me.role };
  });

  /**
   * Proof again, before a money, erasure, staff, payment or mail step: the password. Guesses
   * from a stolen session wait like any sign-in's (per network, and per session).
   */
  app.post(
    ADMIN_CALLS.reauthenticate,
    {
      schema: {
        body: ReauthenticateInputSchema,
        response: { 200: MessageSchema, 403: MessageSchema, 429: LoginErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.admin!;
      const keys: LimitKey[] = [
        { kind: 'network', id: clientNetwork(request.ip) },
        { kind: 'device', id: `session:${session.tokenHash}` },
      ];
      const limit = await limits.begin(keys);
      if (limit.refused)
        return reply
          .status(429)
          .header('Retry-After', String(limit.retryAfterSeconds))
          .send(tooMany(limit.retryAfterSeconds));
      const admin = await findAdminById(db, session.userId);
      const valid = admin
        ? await hashGate.run(() => passwordChecks.verify(admin.passwordHash, request.body.password))
        : false;
      if (valid === undefined) return reply.status(429).header('Retry-After', '1').send(tooMany(1));
      // 403, not 401: the session is fine, and the dashboard answers a 401 by asking to sign in.
      if (!valid) throw new HttpError(403, 'That is not your password.');
      await limits.succeeded(keys);
      await markSessionProven(db, session.tokenHash, authNow());
      return { message: 'Confirmed' };
    },
  );
};
