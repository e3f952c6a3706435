import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ONE_CLICK_CALLS } from '../../../contract/api-paths';
import { LeaveBodySchema, LeavePreviewSchema, LeaveQuerySchema } from '../../../contract/audience';
import { MessageSchema } from '../../../contract/common';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../core/db/index';
import { acceptOneClickForm, ONE_CLICK_ROUTE } from '../../core/http/one-click-form';
import { HttpError } from '../../core/http-error';
import { type LeaveLink, leavePreviewOf, readLeaveLink } from './leave-link';
import { waitlistLeaveLinkPage } from './leave-link-page';

/** The leave link of a waitlist email: the page asks first, a mail client's one-click does not. */
export const waitlistLeaveRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  acceptOneClickForm(app);
  // What the page's own form does without script, done the same way.
  const page = waitlistLeaveLinkPage(db);

  /** Whom a token names, if its signature holds; one answer for every kind of bad link. */
  async function linkOf(token: string | undefined): Promise<LeaveLink> {
    const link = token ? await readLeaveLink(db, token) : null;
    if (!link) throw new HttpError(400, MESSAGES.waitlistLeave.invalidLink);
    return link;
  }

  app.get(
    ONE_CLICK_CALLS.waitlistLeave,
    { ...ONE_CLICK_ROUTE, schema: { querystring: LeaveQuerySchema, response: { 200: LeavePreviewSchema } } },
    async (request) => {
      return leavePreviewOf(await linkOf(request.query.token));
    },
  );

  /** Idempotent: confirming twice, or after a mail client's one-click, answers the same. */
  app.post(
    ONE_CLICK_CALLS.waitlistLeave,
    {
      ...ONE_CLICK_ROUTE,
      schema: { querystring: LeaveQuerySchema, body: LeaveBodySchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      const link = await linkOf(request.query.token ?? request.body?.token);
      await page.act(link, request.log);
      return { message: page.doneMessage(link) };
    },
  );
};
