import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginErrorSchema,
  LoginInputSchema,
  LoginResponseSchema,
  VerifyResponseSchema,
} from '../../../contract/auth';
import { MessageSchema } from '../../../contract/common';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/index';
import { createSession, findAdminByUsername, revokeSession } from '../../repositories/admin';
import type { LoginLimiter } from '../../services/auth/login-limiter';
import { burnPasswordCheck, verifyPassword } from '../../services/auth/passwords';
import { createToken, hashToken, SESSION_LIFETIME_MS } from '../../services/auth/tokens';

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; loginLimiter: LoginLimiter }> = async (
  app,
  { db, loginLimiter },
) => {
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
      const wait = loginLimiter.retryAfter(request.ip, username);
      if (wait > 0) {
        return reply
          .status(429)
          .header('Retry-After', String(wait))
          .send({ error: `Too many failed login attempts. Try again in ${Math.ceil(wait / 60)} minute(s).` });
      }
      const admin = await findAdminByUsername(db, username);
      const valid = admin
        ? await verifyPassword(admin.passwordHash, password)
        : await burnPasswordCheck(password);
      if (!admin || !valid) {
        loginLimiter.recordFailure(request.ip, username);
        // Without the username: people type their password into that field by mistake.
        request.log.info('admin login failed');
        return reply.status(401).send({ error: MESSAGES.invalidCredentials });
      }
      loginLimiter.recordSuccess(request.ip, username);
      const token = createToken();
      await createSession(db, admin.id, hashToken(token), new Date(Date.now() + SESSION_LIFETIME_MS));
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
};
