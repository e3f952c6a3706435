import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import {
  DropReportParamsSchema,
  DropReportSchema,
  OverviewQuerySchema,
  OverviewSchema,
} from '../../../contract/analytics';
import { MessageSchema } from '../../../contract/common';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { sendCsv } from '../../core/http/send-csv';
import { dropReportCsv, readDropReport } from './drop-report';
import { readOverview } from './overview';

/** Visits and drops are the shop's figures: a manager reads them (sales, drops). */
const MANAGER = { role: 'manager' } as const;

export const adminAnalyticsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  flush: () => Promise<void>;
}> = async (app, { db, clock, flush }) => {
  // What this instance counted so far is written first: the owner sees the latest figures.
  app.get(
    ADMIN_CALLS.analyticsOverview,
    { config: MANAGER, schema: { querystring: OverviewQuerySchema, response: { 200: OverviewSchema } } },
    async (request) => {
      await flush();
      return readOverview(db, clock.now(), request.query.days);
    },
  );
  app.get(
    ADMIN_CALLS.dropReport,
    {
      config: MANAGER,
      schema: { params: DropReportParamsSchema, response: { 200: DropReportSchema, 404: MessageSchema } },
    },
    async (request) => {
      await flush();
      return readDropReport(db, request.params.sculptureId);
    },
  );
  app.get(
    ADMIN_CALLS.dropReportCsv,
    { config: MANAGER, schema: { params: DropReportParamsSchema } },
    async (request, reply) => {
      await flush();
      const report = await readDropReport(db, request.params.sculptureId);
      return sendCsv(reply, `drop-report-${request.params.sculptureId}`, dropReportCsv(report));
    },
  );
};
