import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ONE_CLICK_CALLS } from '../../../contract/api-paths';
import { MessageSchema } from '../../../contract/common';
import { MESSAGES } from '../../../contract/messages';
import {
  UnsubscribeBodySchema,
  UnsubscribePreviewSchema,
  UnsubscribeQuerySchema,
} from '../../../contract/newsletter';
import type { Db } from '../../core/db/index';
import { acceptOneClickForm, ONE_CLICK_ROUTE } from '../../core/http/one-click-form';
import { HttpError } from '../../core/http-error';
import { unsubscribeLinkPage } from './link-pages';
import { readUnsubscribeLink, unsubscribePreviewOf } from './unsubscribe-link';

export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  acceptOneClickForm(app);
  // What the page's own form does without script, done the same way.
  const page = unsubscribeLinkPage(db);

  /** The subscriber a token names, if its signature holds; one answer for every kind of bad link. */
  async function subscriberOf(token: string | undefined) {
    const subscriber = token ? await readUnsubscribeLink(db, token) : null;
    if (!subscriber) throw new HttpError(400, MESSAGES.unsubscribe.invalidLink);
    return subscriber;
  }

  /** What the /unsubscribe page shows before the visitor confirms. */
  app.get(
    ONE_CLICK_CALLS.unsubscribe,
    {
      ...ONE_CLICK_ROUTE,
      schema: { querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribePreviewSchema } },
    },
    async (request) => {
      const subscriber = await subscriberOf(request.query.token);
      return unsubscribePreviewOf(subscriber);
    },
  );

  /** Idempotent: confirming twice, or after a mail client's one-click, answers the same. */
  app.post(
    ONE_CLICK_CALLS.unsubscribe,
    {
      ...ONE_CLICK_ROUTE,
      schema: {
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const subscriber = await subscriberOf(request.query.token ?? request.body?.token);
      await page.act(subscriber, request.log);
      return { message: page.doneMessage(subscriber) };
    },
  );
};
