import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { LoginErrorSchema, LoginResponseSchema } from '../../../contract/auth';
import { MessageSchema } from '../../../contract/common';
import {
  InvitationPasskeyOptionsInputSchema,
  PASSKEY_MESSAGES,
  PasskeyOptionsSchema,
} from '../../../contract/passkeys';
import { AcceptInvitationSchema, INVITATION_INVALID_MESSAGE } from '../../../contract/staff';
import type { HashGate } from '../../core/auth/hash-gate';
import { generatePassword, hashPassword } from '../../core/auth/passwords';
import type { LimitKey, SignInLimits } from '../../core/auth/sign-in-limits';
import { hashToken } from '../../core/auth/tokens';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { clientNetwork } from '../../core/http/client-network';
import { publicRateLimited } from '../../core/http/rate-limits';
import { onDuplicate } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import { adminUsers } from '../../db/schema';
import { findAdminByUsername } from './admin-queries';
import { findPendingInvitation, redeemInvitation } from './invitations';
import { registrationOptions, relyingParty, savePasskey, verifyRegistration } from './passkeys';
import { startSession } from './start-session';

export interface AcceptRouteOptions {
  db: Db;
  clock: Clock;
  limits: SignInLimits;
  hashGate: HashGate;
  publicUrl: string;
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
  { db, clock, limits, hashGate, publicUrl, authNow },
) => {
  const rp = relyingParty(publicUrl);
  const taken = (username: string) => `The username ${username.trim()} is taken: choose another.`;

  /**
   * A challenge for making the invited person's passkey, bound to their link: only while the
   * invitation is good and the name is free (a name taken after would leave a passkey on their
   * device for an account that never came to be).
   */
  app.post(
    ADMIN_CALLS.staffInvitationPasskeyOptions,
    {
      ...publicRateLimited('passkeyChallenge'),
      schema: {
        body: InvitationPasskeyOptionsInputSchema,
        response: { 200: PasskeyOptionsSchema, 400: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      const { token, username } = request.body;
      const invitationHash = hashToken(token);
      if (!(await findPendingInvitation(db, invitationHash, clock.now())))
        throw new HttpError(400, INVITATION_INVALID_MESSAGE);
      if (await findAdminByUsername(db, username)) throw new HttpError(409, taken(username));
      return registrationOptions(
        db,
        rp,
        'invitation',
        { userName: username.trim(), invitationHash },
        authNow(),
      );
    },
  );

  app.post(
    ADMIN_CALLS.staffInvitationAccept,
    {
      config: {
        public: true,
        duplicate: onDuplicate<{ username: string }>(({ username }) => taken(username)),
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
      const { token, username, password, passkey, passkeyName } = request.body;
      const invitationHash = hashToken(token);
      // A passkey instead of a password: its answer must be to this link's challenge.
      const newPasskey = passkey
        ? await verifyRegistration(db, rp, passkey, 'invitation', { invitationHash }, authNow())
        : undefined;
      if (newPasskey === null) throw new HttpError(400, PASSKEY_MESSAGES.failed);
      // With a passkey only, a long random password nobody knows: the account then signs in by
      // passkey alone, and no password typed anywhere opens it.
      const passwordHash = await hashGate.run(() => hashPassword(password ?? generatePassword()));
      if (passwordHash === undefined)
        return reply
          .status(429)
          .header('Retry-After', '1')
          .send({ error: 'Too many attempts. Try again in 1 minute(s).' });
      // The invitation is used up with the account made from it: a taken username keeps it good.
      const userId = await db.transaction(async (tx) => {
        const invitation = await redeemInvitation(tx, invitationHash, clock.now());
        if (!invitation) return null;
        const [created] = await tx
          .insert(adminUsers)
          .values({ username, passwordHash, role: invitation.role, email: invitation.email })
          .returning({ id: adminUsers.id });
        if (newPasskey) await savePasskey(tx, created!.id, newPasskey, passkeyName || 'Passkey', authNow());
        return created!.id;
      });
      if (userId === null) throw new HttpError(400, INVITATION_INVALID_MESSAGE);
      await limits.succeeded(keys);
      request.log.info({ userId }, 'a staff invitation was accepted');
      return startSession(db, request, reply, userId, undefined, authNow());
    },
  );
};
