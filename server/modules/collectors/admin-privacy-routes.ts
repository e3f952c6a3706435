import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { CollectorExportQuerySchema, CollectorExportSchema } from '../../../contract/collector-export';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import { SIZE_MODEL_LABELS } from '../../../contract/limits';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import { collectorName, recordActivity } from '../activity/index';
import { eraseAddress, type UnsettledHold, unsettledHolds, vacuumErasedTables } from './erase-address';
import { exportCollector, findCollectorForExport } from './export-collector';
import { renderExportPage } from './export-page';

const GONE = 'This collector no longer exists: they may have been erased already.';

/** 'Hero Kid (12 inch), still waiting in line': what stands in the way of an erase. */
export function describeHold(hold: UnsettledHold): string {
  const what = `${hold.piece} (${SIZE_MODEL_LABELS[hold.size]})`;
  if (hold.kind === 'hand-held') return `${what}, a number held for them in the register`;
  return `${what}, a reservation ${hold.kind === 'held' ? 'holding a number' : 'waiting in line'}`;
}

/**
 * A person's data on request (decision 34): everything held about a collector, as JSON or a
 * readable page, and erasing it. Both are in the activity log, which names no one erased.
 */
export const adminCollectorPrivacyRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => Date }> = async (
  app,
  { db, now = () => new Date() },
) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(
    ADMIN_CALLS.collectorExport,
    {
      schema: {
        params: IdParamsSchema,
        querystring: CollectorExportQuerySchema,
        // The readable page is its own text (sent with its own serializer), the JSON is checked.
        response: { 200: z.union([CollectorExportSchema, z.string()]), 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const data = await exportCollector(db, request.params.id, now());
      if (!data) throw new HttpError(404, GONE);
      // Named as the log names every collector ('Collector since 27 Nov 2026'), never by name.
      const target = await collectorName(db, { params: request.params, body: null });
      // A read, so the activity hook does not see it; an export shares a person's data, so it is logged.
      await recordActivity(db, {
        tokenHash: request.admin?.tokenHash ?? '',
        entity: 'collector',
        action: 'export',
        target,
        fields: [],
      });
      if (request.query.format === 'html') {
        return reply
          .type('text/html; charset=utf-8')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('Content-Disposition', `attachment; filename="collector-${request.params.id}.html"`)
          .serializer((body: string) => body)
          .send(renderExportPage(data));
      }
      return reply
        .header('Content-Disposition', `attachment; filename="collector-${request.params.id}.json"`)
        .send(data);
    },
  );

  // Erasing a person is the Owner's alone, proved a moment ago.
  app.delete(
    ADMIN_CALLS.collector,
    {
      config: { role: 'owner', proof: true },
      schema: {
        params: IdParamsSchema,
        response: { 200: MessageSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      const collector = await findCollectorForExport(db, request.params.id);
      if (!collector) throw new HttpError(404, GONE);
      const email = String(collector.email);
      const holds = await unsettledHolds(db, email);
      if (holds.length > 0) {
        throw new HttpError(
          409,
          `Release or settle first: ${holds.map(describeHold).join('; ')}. Erasing them now would leave it promised to nobody.`,
        );
      }
      await eraseAddress(db, email, now());
      // The erased text leaves the table files sooner; the erase stands whether or not this runs.
      await vacuumErasedTables(db).catch((error: unknown) => {
        request.log.warn({ err: error }, 'tables not vacuumed after an erase');
      });
      return { message: 'Collector erased. Their sales stay in the register without their name.' };
    },
  );
};
