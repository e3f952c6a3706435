import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONFIRM_CALL } from '../../../contract/api-paths';
import { ConfirmBodySchema, ConfirmPreviewSchema, ConfirmQuerySchema } from '../../../contract/audience';
import { MessageSchema } from '../../../contract/common';
import { MESSAGES } from '../../../contract/messages';
import { publicRateLimited } from '../../core/http/rate-limits';
import { HttpError } from '../../core/http-error';
import { type ConfirmLinks, previewOf } from './confirm-link';

/** Anyone holding a link may call these; the signed token is the only credential. */
export const CONFIRM_ROUTE = publicRateLimited('emailLink');

/**
 * The JSON calls of the /confirm page once its script runs. Opening the link only shows what it
 * confirms: mail scanners open links by themselves, so confirming takes the visitor's POST.
 */
export const confirmRoutes: FastifyPluginAsyncZod<{ links: ConfirmLinks }> = async (app, { links }) => {
  async function linkOf(token: string | undefined) {
    const link = await links.read(token);
    if (!link) throw new HttpError(400, MESSAGES.confirm.invalidLink);
    return link;
  }

  app.get(
    CONFIRM_CALL,
    {
      ...CONFIRM_ROUTE,
      schema: { querystring: ConfirmQuerySchema, response: { 200: ConfirmPreviewSchema } },
    },
    async (request) => previewOf(await linkOf(request.query.token)),
  );

  /** Idempotent: confirming twice answers the same. */
  app.post(
    CONFIRM_CALL,
    { ...CONFIRM_ROUTE, schema: { body: ConfirmBodySchema, response: { 200: MessageSchema } } },
    async (request) => ({ message: await links.confirm(await linkOf(request.body.token), request.log) }),
  );
};
