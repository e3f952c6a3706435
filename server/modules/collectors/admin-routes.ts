import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import {
  CollectorDetailSchema,
  CollectorEditSchema,
  CollectorListQuerySchema,
  CollectorPageSchema,
  CollectorParamsSchema,
} from '../../../contract/collectors';
import { MessageSchema } from '../../../contract/common';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import { editCollector, findCollector, listCollectors } from './collectors';

const NOT_FOUND = 'This collector no longer exists.';

/** Everyone the studio heard from, one per address: pages, the record with its timeline, the owner's notes and tags. */
export const adminCollectorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(
    ADMIN_CALLS.collectors,
    { schema: { querystring: CollectorListQuerySchema, response: { 200: CollectorPageSchema } } },
    (request) => listCollectors(db, request.query),
  );
  app.get(
    ADMIN_CALLS.collector,
    {
      schema: { params: CollectorParamsSchema, response: { 200: CollectorDetailSchema, 404: MessageSchema } },
    },
    async (request) => {
      const collector = await findCollector(db, request.params.id);
      if (!collector) throw new HttpError(404, NOT_FOUND);
      return collector;
    },
  );
  app.patch(
    ADMIN_CALLS.collector,
    {
      schema: {
        params: CollectorParamsSchema,
        body: CollectorEditSchema,
        response: { 200: CollectorDetailSchema, 404: MessageSchema },
      },
    },
    async (request) => {
      const collector = await editCollector(db, request.params.id, request.body);
      if (!collector) throw new HttpError(404, NOT_FOUND);
      return collector;
    },
  );
};
