import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { MessageSchema } from '../../../contract/common';
import { absoluteUrl, ROUTES, withToken } from '../../../contract/page-paths';
import {
  InvitationInputSchema,
  PendingInvitationListSchema,
  PendingInvitationSchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffPatchSchema,
} from '../../../contract/staff';
import { createToken, hashToken } from '../../core/auth/tokens';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { enqueueMail } from '../../core/mail/mail-outbox';
import { changeStaffMember, emailTaken, listStaff, removeStaffMember } from './accounts';
import { findAdminById } from './admin-queries';
import { createInvitation, listPendingInvitations, withdrawInvitation } from './invitations';
import { buildInvitationMessage, INVITATION_MAIL_KIND } from './mail/invitation-mail';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const refusals = { 404: MessageSchema, 409: MessageSchema };

export interface StaffRouteOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** After an invitation is queued: wakes the mail sender. */
  mailQueued: () => void;
}

/**
 * The Owner's Staff screen: the people, their roles, suspending and removing them, and
 * invitations. Every route here is the Owner's alone (no role named: default deny).
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (
  app,
  { db, clock, publicUrl, mailQueued },
) => {
  app.get(ADMIN_CALLS.staff, { schema: { response: { 200: StaffListSchema } } }, () => listStaff(db));

  // Who may do what: changed only by an Owner who proved themselves a moment ago.
  const PROVEN = { proof: true };
  app.patch(
    ADMIN_CALLS.staffMember,
    {
      config: PROVEN,
      schema: { params: IdParams, body: StaffPatchSchema, response: { 200: StaffMemberSchema, ...refusals } },
    },
    (request) => changeStaffMember(db, request.admin!.userId, request.params.id, request.body),
  );

  app.delete(
    ADMIN_CALLS.staffMember,
    { config: PROVEN, schema: { params: IdParams, response: { 200: StaffMemberSchema, ...refusals } } },
    (request) => removeStaffMember(db, request.admin!.userId, request.params.id),
  );

  app.get(ADMIN_CALLS.staffInvitations, { schema: { response: { 200: PendingInvitationListSchema } } }, () =>
    listPendingInvitations(db, clock.now()),
  );

  /** Invites a person by email: a one-time link, good for 48 hours, queued with the invitation. */
  app.post(
    ADMIN_CALLS.staffInvitations,
    {
      config: PROVEN,
      schema: { body: InvitationInputSchema, response: { 201: PendingInvitationSchema, 409: MessageSchema } },
    },
    async (request, reply) => {
      const { email, role } = request.body;
      if (await emailTaken(db, email))
        throw new HttpError(409, 'Someone on the staff already has this address.');
      const inviter = await findAdminById(db, request.admin!.userId);
      const token = createToken();
      const at = clock.now();
      const invitation = await db.transaction(async (tx) => {
        const created = await createInvitation(
          tx,
          { email, role, tokenHash: hashToken(token), invitedBy: request.admin!.userId },
          at,
        );
        const link = absoluteUrl(publicUrl, withToken(ROUTES.adminInvite, token));
        const message = buildInvitationMessage({
          email,
          role,
          invitedBy: inviter?.username ?? 'The studio',
          link,
          expiresAt: new Date(created.expiresAt),
        });
        // Queued with the invitation: both are stored or neither is.
        await enqueueMail(tx, INVITATION_MAIL_KIND, message);
        return created;
      });
      mailQueued();
      return reply.status(201).send(invitation);
    },
  );

  app.delete(
    ADMIN_CALLS.staffInvitation,
    { schema: { params: IdParams, response: { 200: MessageSchema, 404: MessageSchema } } },
    async (request) => {
      if (!(await withdrawInvitation(db, request.params.id, clock.now())))
        throw new HttpError(404, 'Invitation not found');
      return { message: 'Invitation taken back' };
    },
  );
};
