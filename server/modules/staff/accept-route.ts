import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { LoginErrorSchema, LoginResponseSchema } from '../../../contract/auth';
import { MessageSchema } from '../../../contract/common';
import { AcceptInvitationSchema, INVITATION_INVALID_MESSAGE } from '../../../contract/staff';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { clientNetwork } from '../../core/http/client-network';
import { HttpError } from '../../core/http-error';
import { adminUsers } from '../../db/schema';
import { onDuplicate } from '../../routes/route-config';
import type { HashGate } from '../../services/auth/hash-gate';
import { hashPassword } from '../../services/auth/passwords';
import type { LimitKey, SignInLimits } from '../../services/auth/sign-in-limits';
import { hashToken } from '../../services/auth/tokens';
import { redeemInvitation } from './invitations';
import { startSession } from './start-session';

export interface AcceptRouteOptions {
  db: Db;
  clock: Clock;
  limits: SignInLimits;
  hashGate: HashGate;
  /** The sign-in's clock: the new session is proven at its time. */
  authNow: () => Date;
}

/**
 * Accepting an invitation: the link's token is the credential (256 random bits, good once, for
 * 48 hours), so the route is public; the network's sign-in waits hold anyone who tries tokens.
 * The account is made with the invitation's address and role, and signed in at once.
 */
export const acceptInvitationRoute: FastifyPluginAsyncZod<AcceptRouteOptions> = async (
  app,
  { db, clock, limits, hashGate, authNow },
) => {
  app.post(
    ADMIN_CALLS.staffInvitationAccept,
    {
      config: {
        public: true,
        duplicate: onDuplicate<{ username: string }>(
          ({ username }) => `The username ${username.trim()} is taken: choose another.`,
        ),
      },
      schema: {
        body: AcceptInvitationSchema,
        response: { 200: LoginResponseSchema, 400: MessageSchema, 409: MessageSchema, 429: LoginErrorSchema },
      },
    },
    async (request, reply) => {
      const keys: LimitKey[] = [{ kind: 'network', id: clientNetwork(request.ip) }];
      const limit = await limits.begin(keys);
      if (limit.refused)
        return reply
          .status(429)
          .header('Retry-After', String(limit.retryAfterSeconds))
          .send({
            error: `Too many attempts. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minute(s).`,
          });
      const { token, username, password } = request.body;
      const passwordHash = await hashGate.run(() => hashPassword(password));
      if (passwordHash === undefined)
        return reply
          .status(429)
          .header('Retry-After', '1')
          .send({ error: 'Too many attempts. Try again in 1 minute(s).' });
      // The invitation is used up with the account made from it: a taken username keeps it good.
      const userId = await db.transaction(async (tx) => {
        const invitation = await redeemInvitation(tx, hashToken(token), clock.now());
        if (!invitation) return null;
        const [created] = await tx
          .insert(adminUsers)
          .values({ username, passwordHash, role: invitation.role, email: invitation.email })
          .returning({ id: adminUsers.id });
        return created!.id;
      });
      if (userId === null) throw new HttpError(400, INVITATION_INVALID_MESSAGE);
      await limits.succeeded(keys);
      request.log.info({ userId }, 'a staff invitation was accepted');
      return startSession(db, request, reply, userId, undefined, authNow());
    },
  );
};
