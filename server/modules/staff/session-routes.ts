import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { ADMIN_MESSAGES } from '../../../contract/admin-messages';
import {
  AdminSessionListSchema,
  ChangePasswordInputSchema,
  LoginErrorSchema,
  LoginInputSchema,
  LoginResponseSchema,
  SignInLinkInputSchema,
  VerifyResponseSchema,
} from '../../../contract/auth';
import { MessageSchema } from '../../../contract/common';
import { MESSAGES } from '../../../contract/messages';
import { SecondFactorRequiredSchema } from '../../../contract/second-factor';
import { SUSPENDED_MESSAGE } from '../../../contract/staff';
import { readDeviceCookies } from '../../core/auth/device-cookie';
import type { HashGate } from '../../core/auth/hash-gate';
import { clearMediaCookie, setMediaCookie } from '../../core/auth/media-cookie';
import { hashPassword, type PasswordChecks } from '../../core/auth/passwords';
import type { LimitKey, SignInLimits } from '../../core/auth/sign-in-limits';
import { hashToken, readBearerToken } from '../../core/auth/tokens';
import type { Db } from '../../core/db/index';
import { clientNetwork, networkBlock } from '../../core/http/client-network';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import {
  describeSessions,
  findAdminById,
  findAdminByUsername,
  revokeSession,
  revokeSessionById,
  setAdminPassword,
} from './admin-queries';
import { findKnownDevice, redeemSignInLink } from './device-queries';
import { hasTotp, issueSignInTicket } from './second-factor';
import { startSession } from './start-session';

export interface SessionRouteOptions {
  db: Db;
  limits: SignInLimits;
  hashGate: HashGate;
  /** The password checks a sign-in waits for in the gate. */
  passwordChecks: PasswordChecks;
  /** A session unused this long has ended. */
  sessionIdleMs: number;
  /** The sign-in's clock: a new session is proven at its time. */
  now: () => Date;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (
  app,
  { db, limits, hashGate, passwordChecks, sessionIdleMs, now },
) => {
  app.addHook('onRoute', routesNeed('editor'));
  const tooMany = (reply: FastifyReply, seconds: number) =>
    reply
      .status(429)
      .header('Retry-After', String(seconds))
      .send({ error: `Too many failed login attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).` });

  app.post(
    ADMIN_CALLS.login,
    {
      config: { public: true },
      schema: {
        body: LoginInputSchema,
        response: {
          200: z.union([LoginResponseSchema, SecondFactorRequiredSchema]),
          401: LoginErrorSchema,
          429: LoginErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const admin = await findAdminByUsername(db, username);
      const knownDevice = admin
        ? await findKnownDevice(db, admin.id, readDeviceCookies(request).map(hashToken))
        : null;
      // A browser that signed in here before is counted under its device alone: whatever
      // strangers send, to the account or from the owner's own network, the owner's browser
      // gets in with the right password. Any other attempt counts under its network block (the
      // /16 or /48 an attacker rotates addresses through: long waits) and the account (an
      // allowance one network block cannot spend, so the owner's new browser elsewhere finds it
      // unspent: decision 14). The account is the name as typed, whether it exists or not, so
      // waits tell nobody which names are real; hashed, because people type their password into
      // that field by mistake.
      const keys: LimitKey[] = knownDevice
        ? [{ kind: 'device', id: knownDevice.tokenHash }]
        : [
            { kind: 'block', id: networkBlock(request.ip) },
            { kind: 'account', id: hashToken(username.trim().toLowerCase()) },
          ];
      // A place in the password checks first: an attempt turned away by a full gate is not
      // counted against anyone.
      const ticket = hashGate.enter({ ahead: knownDevice !== null });
      if (!ticket) return tooMany(reply, 1);
      let valid: boolean;
      try {
        const limit = await limits.begin(keys);
        if (limit.refused) return tooMany(reply, limit.retryAfterSeconds);
        await ticket.ready;
        valid = admin
          ? await passwordChecks.verify(admin.passwordHash, password)
          : await passwordChecks.burn(password);
      } finally {
        ticket.leave();
      }
      if (!admin || !valid) {
        // Without the username: people type their password into that field by mistake.
        request.log.info('admin login failed');
        return reply.status(401).send({ error: MESSAGES.invalidCredentials });
      }
      await limits.succeeded(keys);
      // Only after the right password: saying so tells nothing to someone who does not know it.
      if (admin.suspendedAt) return reply.status(401).send({ error: SUSPENDED_MESSAGE });
      // With an authenticator app, the password earns only a ticket to the second step.
      if (await hasTotp(db, admin.id))
        return {
          secondFactorRequired: true as const,
          ticket: await issueSignInTicket(db, admin.id, knownDevice?.tokenHash, now()),
        };
      return startSession(db, request, reply, admin.id, knownDevice?.tokenHash, now());
    },
  );

  /**
   * A sign-in link printed by the shell (`npm run admin -- sign-in-link`), for the day every
   * browser that signed in before is lost: good once, for a few minutes, and it makes this
   * browser a known device. Its token is 256 random bits, so guessing is hopeless; the network's
   * waits still hold anyone who tries.
   */
  app.post(
    ADMIN_CALLS.loginLink,
    {
      config: { public: true },
      schema: {
        body: SignInLinkInputSchema,
        // 400 in the one error shape: a body the schema refuses is answered so too.
        response: {
          200: LoginResponseSchema,
          400: MessageSchema,
          401: LoginErrorSchema,
          429: LoginErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const keys: LimitKey[] = [{ kind: 'network', id: clientNetwork(request.ip) }];
      const limit = await limits.begin(keys);
      if (limit.refused) return tooMany(reply, limit.retryAfterSeconds);
      const userId = await redeemSignInLink(db, hashToken(request.body.token));
      if (userId === null) return reply.status(400).send({ message: ADMIN_MESSAGES.signInLinkInvalid });
      await limits.succeeded(keys);
      if ((await findAdminById(db, userId))?.suspendedAt)
        return reply.status(401).send({ error: SUSPENDED_MESSAGE });
      request.log.info({ userId }, 'admin signed in with a sign-in link');
      return startSession(db, request, reply, userId, undefined, now());
    },
  );

  /** Reached only with a valid session (the auth hook answers 401 otherwise, which the dashboard treats as invalid). */
  app.get(
    ADMIN_CALLS.verify,
    { config: { setup: true }, schema: { response: { 200: VerifyResponseSchema } } },
    async (request, reply) => {
      const token = readBearerToken(request.headers.authorization);
      if (token) setMediaCookie(request, reply, token);
      return { valid: true };
    },
  );

  const logoutOptions = { config: { setup: true }, schema: { response: { 200: MessageSchema } } };
  app.post(ADMIN_CALLS.logout, logoutOptions, async (request, reply) => {
    if (request.admin) await revokeSession(db, request.admin.tokenHash);
    clearMediaCookie(request, reply);
    return { message: 'Logged out' };
  });

  app.get(
    ADMIN_CALLS.sessions,
    { schema: { response: { 200: AdminSessionListSchema } } },
    async (request) => {
      const admin = request.admin!;
      return describeSessions(db, admin.userId, sessionIdleMs, admin.tokenHash);
    },
  );

  app.delete(
    ADMIN_CALLS.session,
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: MessageSchema, 404: MessageSchema },
      },
    },
    async (request) => {
      const ended = await revokeSessionById(db, request.admin!.userId, request.params.id);
      if (!ended) throw new HttpError(404, 'Session not found');
      return { message: 'Signed out' };
    },
  );

  app.post(
    ADMIN_CALLS.password,
    {
      schema: {
        body: ChangePasswordInputSchema,
        response: { 200: MessageSchema, 403: MessageSchema, 429: LoginErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.admin!;
      const admin = await findAdminById(db, session.userId);
      // Guessing the current password from a stolen session waits like any sign-in.
      const keys: LimitKey[] = [
        { kind: 'network', id: clientNetwork(request.ip) },
        { kind: 'device', id: `session:${session.tokenHash}` },
      ];
      const limit = await limits.begin(keys);
      if (limit.refused) return tooMany(reply, limit.retryAfterSeconds);
      const valid = admin
        ? await hashGate.run(() => passwordChecks.verify(admin.passwordHash, request.body.currentPassword))
        : false;
      if (valid === undefined) return tooMany(reply, 1);
      // 403, not 401: this session is fine, and the dashboard answers a 401 by asking to sign in.
      if (!admin || !valid) throw new HttpError(403, 'The current password is not right.');
      await limits.succeeded(keys);
      // The new hash goes through the gate too: a stolen session must not flood the thread pool.
      const newHash = await hashGate.run(() => hashPassword(request.body.newPassword));
      if (newHash === undefined) return tooMany(reply, 1);
      // Every other browser is signed out and forgotten; this one stays in, and stays known.
      const device = await findKnownDevice(db, admin.id, readDeviceCookies(request).map(hashToken));
      await setAdminPassword(db, admin.id, newHash, session.tokenHash, device?.tokenHash);
      return { message: 'Password changed' };
    },
  );
};
