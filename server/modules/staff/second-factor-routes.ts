import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { LoginErrorSchema, LoginResponseSchema } from '../../../contract/auth';
import { MessageSchema } from '../../../contract/common';
import {
  RecoveryCodesSchema,
  SECOND_FACTOR_MESSAGES,
  SecondFactorInputSchema,
  TotpConfirmInputSchema,
  TotpSetupSchema,
} from '../../../contract/second-factor';
import { SUSPENDED_MESSAGE } from '../../../contract/staff';
import type { SignInLimits } from '../../core/auth/sign-in-limits';
import type { Db } from '../../core/db/index';
import { clientNetwork } from '../../core/http/client-network';
import { HttpError } from '../../core/http-error';
import { findAdminById } from './admin-queries';
import {
  beginTotp,
  checkSecondFactor,
  confirmTotp,
  findSignInTicket,
  removeTotp,
  spendSignInTicket,
} from './second-factor';
import { startSession } from './start-session';
import { factorKeys, refuseTooMany } from './too-many';

export interface SecondFactorRouteOptions {
  db: Db;
  limits: SignInLimits;
  publicUrl: string;
  /** The sign-in's clock: codes are read, and tickets expire, by it. */
  authNow: () => Date;
}

/**
 * Setting up an authenticator app (every role, for themselves; starting over or turning it off
 * needs fresh proof, so a stolen session cannot swap in its own app), and the second step of a
 * sign-in.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<SecondFactorRouteOptions> = async (
  app,
  { db, limits, publicUrl, authNow },
) => {
  // What the app lists the account under: the studio's address, then the person.
  const issuer = new URL(publicUrl).host;

  app.post(
    ADMIN_CALLS.totp,
    {
      config: { role: 'editor', proof: true, setup: true },
      schema: { response: { 200: TotpSetupSchema } },
    },
    async (request) => {
      const me = await findAdminById(db, request.admin!.userId);
      if (!me) throw new HttpError(401, 'Unauthorized');
      return beginTotp(db, me.id, me.username, issuer);
    },
  );

  app.post(
    ADMIN_CALLS.totpConfirm,
    {
      config: { role: 'editor', setup: true },
      schema: {
        body: TotpConfirmInputSchema,
        response: { 200: RecoveryCodesSchema, 400: MessageSchema, 429: LoginErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = request.admin!.userId;
      const keys = factorKeys(request, userId);
      const limit = await limits.begin(keys);
      if (limit.refused) return refuseTooMany(reply, limit.retryAfterSeconds);
      const recoveryCodes = await confirmTotp(db, userId, request.body.code, authNow());
      if (!recoveryCodes) throw new HttpError(400, SECOND_FACTOR_MESSAGES.codeWrong);
      await limits.succeeded(keys);
      request.log.info({ userId }, 'an authenticator app was set up');
      return { recoveryCodes };
    },
  );

  app.delete(
    ADMIN_CALLS.totp,
    { config: { role: 'editor', proof: true }, schema: { response: { 200: MessageSchema } } },
    async (request) => {
      await removeTotp(db, request.admin!.userId);
      request.log.info({ userId: request.admin!.userId }, 'an authenticator app was turned off');
      return { message: 'Turned off' };
    },
  );

  /**
   * The second step: the ticket a right password gave, and a code from the app or a recovery
   * code. Wrong codes count under the network and the account, as passwords do; the ticket stays
   * good for its few minutes, so a mistyped code is simply typed again.
   */
  app.post(
    ADMIN_CALLS.loginSecondFactor,
    {
      config: { public: true },
      schema: {
        body: SecondFactorInputSchema,
        response: { 200: LoginResponseSchema, 401: LoginErrorSchema, 429: LoginErrorSchema },
      },
    },
    async (request, reply) => {
      const now = authNow();
      const { ticket, code } = request.body;
      const found = await findSignInTicket(db, ticket, now);
      const keys = found
        ? factorKeys(request, found.userId)
        : [{ kind: 'network' as const, id: clientNetwork(request.ip) }];
      const limit = await limits.begin(keys);
      if (limit.refused) return refuseTooMany(reply, limit.retryAfterSeconds);
      if (!found) return reply.status(401).send({ error: SECOND_FACTOR_MESSAGES.ticketExpired });
      if (!(await checkSecondFactor(db, found.userId, code, now))) {
        request.log.info('a second-factor code was wrong');
        return reply.status(401).send({ error: SECOND_FACTOR_MESSAGES.codeWrong });
      }
      await limits.succeeded(keys);
      if (!(await spendSignInTicket(db, ticket, now)))
        return reply.status(401).send({ error: SECOND_FACTOR_MESSAGES.ticketExpired });
      // Suspended while the code was being typed: no session.
      if ((await findAdminById(db, found.userId))?.suspendedAt)
        return reply.status(401).send({ error: SUSPENDED_MESSAGE });
      return startSession(db, request, reply, found.userId, found.deviceHash ?? undefined, now);
    },
  );
};
