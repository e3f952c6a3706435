import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTIVITY_ENTITIES,
  type ActivityEntry,
  ActivityPageSchema,
  ActivityQuerySchema,
} from '../../../contract/activity';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { type CsvColumn, toCsv } from '../../core/csv/csv';
import type { Db } from '../../core/db/index';
import { sendCsv } from '../../core/http/send-csv';
import { listActivity, listAllActivity } from './activity-queries';

const ACTIVITY_COLUMNS: CsvColumn<ActivityEntry>[] = [
  { header: 'When', value: (row) => row.at },
  { header: 'Admin', value: (row) => row.username },
  { header: 'Session', value: (row) => (row.sessionId === null ? '' : String(row.sessionId)) },
  { header: 'Kind', value: (row) => ACTIVITY_ENTITIES[row.entity] },
  { header: 'Action', value: (row) => row.action },
  { header: 'Which', value: (row) => row.target ?? '' },
  { header: 'Fields changed', value: (row) => row.fields.join(', ') },
];

/** The activity log: pages of fifty, newest first, filtered by kind and text; and the same as CSV. */
export const adminActivityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    ADMIN_CALLS.activity,
    { schema: { querystring: ActivityQuerySchema, response: { 200: ActivityPageSchema } } },
    (request) => listActivity(db, request.query),
  );
};

/** No response schema: the body is text, and the zod serializer would encode it as a JSON string. */
export const adminActivityCsvRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(ADMIN_CALLS.activityCsv, async (request, reply) => {
    const query = ActivityQuerySchema.omit({ before: true }).safeParse(request.query);
    if (!query.success)
      return reply.status(400).send({ message: query.error.issues[0]?.message ?? 'Invalid filter' });
    return sendCsv(reply, 'activity', toCsv(ACTIVITY_COLUMNS, await listAllActivity(db, query.data)));
  });
};
