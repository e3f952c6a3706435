import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { LoginErrorSchema, LoginResponseSchema } from '../../../contract/auth';
import { MessageSchema } from '../../../contract/common';
import {
  PASSKEY_MESSAGES,
  PasskeyAssertionSchema,
  PasskeyListSchema,
  PasskeyOptionsSchema,
  PasskeyRegistrationSchema,
  PasskeySchema,
} from '../../../contract/passkeys';
import { SUSPENDED_MESSAGE } from '../../../contract/staff';
import { readDeviceCookies } from '../../core/auth/device-cookie';
import type { LimitKey, SignInLimits } from '../../core/auth/sign-in-limits';
import { hashToken } from '../../core/auth/tokens';
import type { Db } from '../../core/db/index';
import { clientNetwork } from '../../core/http/client-network';
import { publicRateLimited } from '../../core/http/rate-limits';
import { HttpError } from '../../core/http-error';
import { findAdminById } from './admin-queries';
import { findKnownDevice } from './device-queries';
import {
  authenticationOptions,
  listPasskeys,
  registrationOptions,
  relyingParty,
  removePasskey,
  savePasskey,
  verifyPasskey,
  verifyRegistration,
} from './passkeys';
import { startSession } from './start-session';
import { refuseTooMany } from './too-many';

export interface PasskeyRouteOptions {
  db: Db;
  limits: SignInLimits;
  publicUrl: string;
  /** The sign-in's clock: challenges expire, and sessions are proven, by it. */
  authNow: () => Date;
}

const IdParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * A person's own passkeys (adding one needs fresh proof, as an authenticator app does: a stolen
 * session cannot add its own key), and signing in with one instead of a password.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRouteOptions> = async (
  app,
  { db, limits, publicUrl, authNow },
) => {
  const rp = relyingParty(publicUrl);
  /** Reachable while the Owner's rule holds the person to setting up a second factor. */
  const SETUP = { role: 'editor', setup: true } as const;

  app.get(
    ADMIN_CALLS.passkeys,
    { config: SETUP, schema: { response: { 200: PasskeyListSchema } } },
    async (request) => {
      const userId = request.admin!.userId;
      return (await listPasskeys(db, [userId])).get(userId) ?? [];
    },
  );

  app.post(
    ADMIN_CALLS.passkeyOptions,
    { config: { ...SETUP, proof: true }, schema: { response: { 200: PasskeyOptionsSchema } } },
    async (request) => {
      const me = await findAdminById(db, request.admin!.userId);
      if (!me) throw new HttpError(401, 'Unauthorized');
      return registrationOptions(db, rp, 'register', { userName: me.username, userId: me.id }, authNow());
    },
  );

  app.post(
    ADMIN_CALLS.passkeys,
    {
      config: { ...SETUP, proof: true },
      schema: { body: PasskeyRegistrationSchema, response: { 201: PasskeySchema, 400: MessageSchema } },
    },
    async (request, reply) => {
      const userId = request.admin!.userId;
      const now = authNow();
      const info = await verifyRegistration(db, rp, request.body.response, 'register', { userId }, now);
      if (!info) throw new HttpError(400, PASSKEY_MESSAGES.failed);
      if (!(await savePasskey(db, userId, info, request.body.name, now)))
        throw new HttpError(400, 'This passkey is already registered.');
      request.log.info({ userId }, 'a passkey was added');
      const passkeys = (await listPasskeys(db, [userId])).get(userId) ?? [];
      return reply.status(201).send(passkeys.at(-1)!);
    },
  );

  app.delete(
    ADMIN_CALLS.passkey,
    {
      config: { role: 'editor', proof: true },
      schema: { params: IdParams, response: { 200: MessageSchema, 404: MessageSchema } },
    },
    async (request) => {
      const name = await removePasskey(db, request.params.id, request.admin!.userId);
      if (name === null) throw new HttpError(404, 'Passkey not found');
      request.log.info({ userId: request.admin!.userId }, 'a passkey was removed');
      return { message: `${name} removed` };
    },
  );

  /** A challenge for the passkey sign-in: no username asked, the browser offers the person's passkeys. */
  app.post(
    ADMIN_CALLS.loginPasskeyOptions,
    { ...publicRateLimited('passkeyChallenge'), schema: { response: { 200: PasskeyOptionsSchema } } },
    () => authenticationOptions(db, rp, 'sign-in', authNow()),
  );

  /**
   * Signs in with a passkey: user-verified, so it stands for the password and the second factor
   * together. Failures count under the network, as wrong passwords do.
   */
  app.post(
    ADMIN_CALLS.loginPasskey,
    {
      config: { public: true },
      schema: {
        body: PasskeyAssertionSchema,
        response: { 200: LoginResponseSchema, 401: LoginErrorSchema, 429: LoginErrorSchema },
      },
    },
    async (request, reply) => {
      const keys: LimitKey[] = [{ kind: 'network', id: clientNetwork(request.ip) }];
      const limit = await limits.begin(keys);
      if (limit.refused) return refuseTooMany(reply, limit.retryAfterSeconds);
      const now = authNow();
      const found = await verifyPasskey(db, rp, request.body.response, 'sign-in', now);
      if (found === 'unknown') return reply.status(401).send({ error: PASSKEY_MESSAGES.unknown });
      if (!found) {
        request.log.info('a passkey sign-in failed');
        return reply.status(401).send({ error: PASSKEY_MESSAGES.failed });
      }
      await limits.succeeded(keys);
      if ((await findAdminById(db, found.userId))?.suspendedAt)
        return reply.status(401).send({ error: SUSPENDED_MESSAGE });
      const device = await findKnownDevice(db, found.userId, readDeviceCookies(request).map(hashToken));
      return startSession(db, request, reply, found.userId, device?.tokenHash, now);
    },
  );

  /** A challenge for proving oneself again with one's own passkey (POST /me/reauthenticate). */
  app.post(
    ADMIN_CALLS.reauthenticateOptions,
    { config: SETUP, schema: { response: { 200: PasskeyOptionsSchema, 400: MessageSchema } } },
    async (request) => {
      const userId = request.admin!.userId;
      if (((await listPasskeys(db, [userId])).get(userId) ?? []).length === 0)
        throw new HttpError(400, 'You have no passkey yet.');
      return authenticationOptions(db, rp, 'prove', authNow(), userId);
    },
  );
};
