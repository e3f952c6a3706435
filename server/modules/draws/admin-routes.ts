import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '../../../contract/common';
import {
  ADMIN_DRAW_CLOSE_CALL,
  ADMIN_DRAWS_CALL,
  AdminDrawListSchema,
  AdminDrawSchema,
  DrawParamsSchema,
} from '../../../contract/draws';
import type { DrawsService } from './draws-service';

/** Drops are the manager's: the draws of a piece, and closing one's entries early. */
const MANAGER = { config: { role: 'manager' as const } };

export const adminDrawRoutes: FastifyPluginAsyncZod<{ draws: DrawsService }> = async (app, { draws }) => {
  app.get(
    ADMIN_DRAWS_CALL,
    {
      ...MANAGER,
      schema: {
        params: z.object({ sculptureId: z.coerce.number().int().positive() }),
        response: { 200: AdminDrawListSchema },
      },
    },
    async (request) => draws.adminList(request.params.sculptureId),
  );

  /** Closes entries now and draws at once; never re-opens, never draws again. */
  app.post(
    ADMIN_DRAW_CLOSE_CALL,
    {
      ...MANAGER,
      schema: {
        params: DrawParamsSchema,
        response: { 200: AdminDrawSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => draws.closeEarly(request.params.sculptureId, request.params.size),
  );
};
