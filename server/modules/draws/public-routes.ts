import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../../contract/common';
import {
  DRAW_CALL,
  DRAW_ENTRIES_CALL,
  DRAW_ENTRY_CONFIRM_CALL,
  DRAW_PAGE_CALL,
  DrawEntryAnswerSchema,
  DrawEntryConfirmAnswerSchema,
  DrawEntryConfirmSchema,
  DrawEntryInputSchema,
  DrawPageDataSchema,
  DrawPageParamsSchema,
  DrawParamsSchema,
  DrawViewSchema,
} from '../../../contract/draws';
import { PRIVATE_CACHE_CONTROL } from '../../core/cache/cached-answer';
import { publicRateLimited } from '../../core/http/rate-limits';
import type { DrawsService } from './draws-service';
import { checkEntryRequest } from './entry-check';

/** Entries count with reservations: one crowd at a drop, whichever way a size is sold. */
export const DRAW_ENTRY_WRITE = publicRateLimited('reservation');
const DRAW_READ = publicRateLimited('emailLink');

/**
 * A draw's public calls: its view (the commitment from the start, the list, seed and order as
 * they are published), an entry, and an entry's confirmation by its emailed link. No answer is
 * kept anywhere: a draw's state moves on at its close.
 */
export const drawRoutes: FastifyPluginAsyncZod<{ draws: DrawsService }> = async (app, { draws }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  });

  app.get(
    DRAW_CALL,
    {
      ...DRAW_READ,
      schema: { params: DrawParamsSchema, response: { 200: DrawViewSchema, 404: MessageSchema } },
    },
    async (request) => draws.view(request.params.sculptureId, request.params.size),
  );

  app.get(
    DRAW_PAGE_CALL,
    {
      ...DRAW_READ,
      schema: { params: DrawPageParamsSchema, response: { 200: DrawPageDataSchema, 404: MessageSchema } },
    },
    async (request) => {
      const { sculptureId, ...view } = await draws.viewBySlug(request.params.slug, request.params.size);
      return { view, sculptureId };
    },
  );

  app.post(
    DRAW_ENTRIES_CALL,
    {
      ...DRAW_ENTRY_WRITE,
      schema: {
        params: DrawParamsSchema,
        body: DrawEntryInputSchema,
        response: { 201: DrawEntryAnswerSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) => {
      const check = await checkEntryRequest(request, request.params);
      const entryCode = await draws.enter({
        sculptureId: request.params.sculptureId,
        size: request.params.size,
        input: request.body,
        withoutChallenge: !check.challengeSolved,
      });
      return reply.status(201).send({ entryCode });
    },
  );

  /** Opening the link never confirms (mail scanners open links): the page's button posts here. */
  app.post(
    DRAW_ENTRY_CONFIRM_CALL,
    {
      ...DRAW_READ,
      schema: {
        body: DrawEntryConfirmSchema,
        response: { 200: DrawEntryConfirmAnswerSchema, 400: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      const { entryCode, confirmedNow } = await draws.confirm(request.body.token);
      return { entryCode, confirmedNow };
    },
  );
};
