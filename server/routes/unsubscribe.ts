import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../contract/common';
import { MESSAGES } from '../../contract/messages';
import {
  UnsubscribeBodySchema,
  UnsubscribePreviewSchema,
  UnsubscribeQuerySchema,
} from '../../contract/newsletter';
import type { Db } from '../db/index';
import { HttpError } from '../http-error';
import { findSubscriberById, unsubscribe } from '../repositories/subscribers';
import { maskEmail } from '../services/newsletter/mask-email';
import {
  readUnsubscribeTokenId,
  unsubscribeSecret,
  verifyUnsubscribeToken,
} from '../services/newsletter/unsubscribe-token';
import { acceptOneClickForm, ONE_CLICK_ROUTE } from './one-click-form';

export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  acceptOneClickForm(app);

  /** The subscriber a token names, if its signature holds; one answer for every kind of bad link. */
  async function subscriberOf(token: string | undefined) {
    const id = token ? readUnsubscribeTokenId(token) : null;
    const subscriber = id === null ? null : await findSubscriberById(db, id);
    if (!token || !subscriber || !verifyUnsubscribeToken(await unsubscribeSecret(db), token, subscriber)) {
      throw new HttpError(400, MESSAGES.unsubscribe.invalidLink);
    }
    return subscriber;
  }

  /** What the /unsubscribe page shows before the visitor confirms. */
  app.get(
    '/api/unsubscribe',
    {
      ...ONE_CLICK_ROUTE,
      schema: { querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribePreviewSchema } },
    },
    async (request) => {
      const subscriber = await subscriberOf(request.query.token);
      return { email: maskEmail(subscriber.email), subscribed: subscriber.unsubscribedAt === null };
    },
  );

  /** Idempotent: confirming twice, or after a mail client's one-click, answers the same. */
  app.post(
    '/api/unsubscribe',
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
      await unsubscribe(db, subscriber.id);
      request.log.info({ subscriberId: subscriber.id }, 'newsletter subscriber unsubscribed');
      return { message: MESSAGES.unsubscribe.done };
    },
  );
};
