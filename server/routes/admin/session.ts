import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSessionListSchema,
  ChangePasswordInputSchema,
  LoginErrorSchema,
  LoginInputSchema,
  LoginResponseSchema,
  VerifyResponseSchema,
} from '../../../contract/auth';
import { MessageSchema } from '../../../contract/common';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/index';
import { HttpError } from '../../http-error';
import {
  createSession,
  findAdminById,
  findAdminByUsername,
  listActiveSessions,
  revokeSession,
  revokeSessionById,
  setAdminPassword,
} from '../../repositories/admin';
import { findDevice, rememberDevice, touchDevice } from '../../repositories/admin-devices';
import { clientNetwork } from '../../services/auth/client-network';
import { readDeviceCookie, setDeviceCookie } from '../../services/auth/device-cookie';
import type { HashGate } from '../../services/auth/hash-gate';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../services/auth/passwords';
import type { LimitKey, SignInLimits } from '../../services/auth/sign-in-limits';
import { createToken, hashToken, SESSION_LIFETIME_MS } from '../../services/auth/tokens';

export interface SessionRouteOptions {
  db: Db;
  limits: SignInLimits;
  hashGate: HashGate;
  /** A session unused this long has ended. */
  sessionIdleMs: number;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (
  app,
  { db, limits, hashGate, sessionIdleMs },
) => {
  const tooMany = (reply: FastifyReply, seconds: number) =>
    reply
      .status(429)
      .header('Retry-After', String(seconds))
      .send({ error: `Too many failed login attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).` });

  app.post(
    '/api/admin/login',
    {
      config: { public: true },
      schema: {
        body: LoginInputSchema,
        response: { 200: LoginResponseSchema, 401: LoginErrorSchema, 429: LoginErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const admin = await findAdminByUsername(db, username);
      const deviceToken = readDeviceCookie(request);
      const device = admin && deviceToken ? await findDevice(db, hashToken(deviceToken)) : null;
      const knownDevice = device && device.userId === admin?.id ? device : null;
      // A browser that signed in here before is counted on its own, so guesses from elsewhere
      // that hold the account's waits do not keep its owner out. The account is the name as
      // typed, whether it exists or not, so waits tell nobody which names are real; hashed,
      // because people type their password into that field by mistake.
      const keys: LimitKey[] = [
        { kind: 'network', id: clientNetwork(request.ip) },
        knownDevice
          ? { kind: 'device', id: knownDevice.tokenHash }
          : { kind: 'account', id: hashToken(username.trim().toLowerCase()) },
      ];
      const limit = await limits.begin(keys);
      if (limit.refused) return tooMany(reply, limit.retryAfterSeconds);
      const valid = await hashGate.run(
        () => (admin ? verifyPassword(admin.passwordHash, password) : burnPasswordCheck(password)),
        { ahead: knownDevice !== null },
      );
      if (valid === undefined) return tooMany(reply, 1);
      if (!admin || !valid) {
        // Without the username: people type their password into that field by mistake.
        request.log.info('admin login failed');
        return reply.status(401).send({ error: MESSAGES.invalidCredentials });
      }
      await limits.succeeded(keys);
      if (knownDevice) {
        await touchDevice(db, knownDevice.tokenHash);
      } else {
        const newDevice = createToken();
        await rememberDevice(db, admin.id, hashToken(newDevice));
        setDeviceCookie(request, reply, newDevice);
      }
      const token = createToken();
      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      await createSession(
        db,
        admin.id,
        hashToken(token),
        new Date(Date.now() + SESSION_LIFETIME_MS),
        userAgent,
      );
      return { token };
    },
  );

  /** Reached only with a valid session (the auth hook answers 401 otherwise, which the dashboard treats as invalid). */
  app.get('/api/admin/verify', { schema: { response: { 200: VerifyResponseSchema } } }, async () => ({
    valid: true,
  }));

  app.post('/api/admin/logout', { schema: { response: { 200: MessageSchema } } }, async (request) => {
    if (request.admin) await revokeSession(db, request.admin.tokenHash);
    return { message: 'Logged out' };
  });

  app.get(
    '/api/admin/sessions',
    { schema: { response: { 200: AdminSessionListSchema } } },
    async (request) => {
      const admin = request.admin!;
      const sessions = await listActiveSessions(db, admin.userId, sessionIdleMs);
      return sessions.map(({ tokenHash, createdAt, lastUsedAt, ...session }) => ({
        ...session,
        createdAt: createdAt.toISOString(),
        lastUsedAt: lastUsedAt.toISOString(),
        current: tokenHash === admin.tokenHash,
      }));
    },
  );

  app.delete(
    '/api/admin/sessions/:id',
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
    '/api/admin/password',
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
        ? await hashGate.run(() => verifyPassword(admin.passwordHash, request.body.currentPassword))
        : false;
      if (valid === undefined) return tooMany(reply, 1);
      // 403, not 401: this session is fine, and the dashboard answers a 401 by asking to sign in.
      if (!admin || !valid) throw new HttpError(403, 'The current password is not right.');
      await limits.succeeded(keys);
      // The new hash goes through the gate too: a stolen session must not flood the thread pool.
      const newHash = await hashGate.run(() => hashPassword(request.body.newPassword));
      if (newHash === undefined) return tooMany(reply, 1);
      // Every other browser is signed out; this one stays in.
      await setAdminPassword(db, admin.id, newHash, session.tokenHash);
      return { message: 'Password changed' };
    },
  );
};
