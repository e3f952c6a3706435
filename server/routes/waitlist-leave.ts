import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LeaveBodySchema, LeavePreviewSchema, LeaveQuerySchema } from '../../contract/audience';
import { MessageSchema } from '../../contract/common';
import { MESSAGES } from '../../contract/messages';
import type { Db } from '../db/index';
import { HttpError } from '../http-error';
import { findWaitlistMember, leaveWaitlist } from '../repositories/waitlist';
import { maskEmail } from '../services/newsletter/mask-email';
import { unsubscribeSecret } from '../services/newsletter/unsubscribe-token';
import { verifyLeaveToken } from '../services/waitlist/leave-token';
import { acceptOneClickForm, ONE_CLICK_ROUTE } from './one-click-form';

/** The leave link of a waitlist email: the page asks first, a mail client's one-click does not. */
export const waitlistLeaveRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  acceptOneClickForm(app);

  /** The member id a token names, if its signature holds; one answer for every kind of bad link. */
  async function memberIdOf(token: string | undefined): Promise<number> {
    const id = token ? verifyLeaveToken(await unsubscribeSecret(db), token) : null;
    if (id === null) throw new HttpError(400, MESSAGES.waitlistLeave.invalidLink);
    return id;
  }

  app.get(
    '/api/waitlists/leave',
    { ...ONE_CLICK_ROUTE, schema: { querystring: LeaveQuerySchema, response: { 200: LeavePreviewSchema } } },
    async (request) => {
      const member = await findWaitlistMember(db, await memberIdOf(request.query.token));
      return member
        ? { member: true, email: maskEmail(member.email), title: member.sculptureType }
        : { member: false, email: null, title: null };
    },
  );

  /** Idempotent: confirming twice, or after a mail client's one-click, answers the same. */
  app.post(
    '/api/waitlists/leave',
    {
      ...ONE_CLICK_ROUTE,
      schema: { querystring: LeaveQuerySchema, body: LeaveBodySchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      const memberId = await memberIdOf(request.query.token ?? request.body?.token);
      if (await leaveWaitlist(db, memberId)) request.log.info({ memberId }, 'waitlist member left');
      return { message: MESSAGES.waitlistLeave.done };
    },
  );
};
