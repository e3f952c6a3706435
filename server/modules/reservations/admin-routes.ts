import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import { SIZE_MODELS } from '../../../contract/limits';
import {
  AdminReservationLinesSchema,
  AdminReservationPiecesSchema,
  AdminReservationQuerySchema,
  ConfirmSaleInputSchema,
  ConfirmSaleResultSchema,
  RESERVATION_PAGE_SIZE,
  ReservationSettingsInputSchema,
  ReservationSettingsSchema,
} from '../../../contract/reservations';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { found } from '../../core/http-error';
import { RESERVATION_STATES, type ReservationState, sculptures } from '../../db/schema';
import { unsolvedPlaceIds } from '../challenge/index';
import type { ReservationDesk } from './reservation-desk';
import { countReservations, listReservations, piecesWithReservations } from './reservation-records';
import { getReservationSettings, saveReservationSettings } from './reservation-settings';

/** The owner's side of reservations: each piece's lines, and deciding each request. */
export const adminReservationRoutes: FastifyPluginAsyncZod<{ db: Db; desk: ReservationDesk }> = async (
  app,
  { db, desk },
) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(
    ADMIN_CALLS.reservations,
    { schema: { querystring: AdminReservationQuerySchema, response: { 200: AdminReservationLinesSchema } } },
    async (request) => {
      const { sculptureId, size, offset } = request.query;
      const [piece] = await db
        .select({ title: sculptures.title })
        .from(sculptures)
        .where(eq(sculptures.id, sculptureId));
      const { title } = found(piece, 'Sculpture');
      const { ownerHoldDays } = await getReservationSettings(db);
      const requests = await listReservations(db, sculptureId, ownerHoldDays, {
        size,
        offset,
        limit: RESERVATION_PAGE_SIZE,
      });
      const counts = await countReservations(db, sculptureId);
      const unsolved = await unsolvedPlaceIds(
        db,
        requests.map((request) => request.id),
      );
      const lines = SIZE_MODELS.filter((model) => !size || model === size).map((model) => {
        const byState = Object.fromEntries(
          RESERVATION_STATES.map((state) => [
            state,
            counts.find((row) => row.size === model && row.state === state)?.count ?? 0,
          ]),
        ) as Record<ReservationState, number>;
        return {
          size: model,
          total: Object.values(byState).reduce((sum, count) => sum + count, 0),
          counts: byState,
          offset,
          requests: requests
            .filter((request) => request.size === model)
            .map((request) => ({ ...request, unsolved: unsolved.has(request.id) })),
        };
      });
      return {
        sculptureId,
        title,
        now: desk.clock().toISOString(),
        lines: lines.filter((line) => line.total > 0),
      };
    },
  );

  app.get(
    ADMIN_CALLS.reservationPieces,
    { schema: { response: { 200: AdminReservationPiecesSchema } } },
    () => piecesWithReservations(db),
  );

  app.post(
    ADMIN_CALLS.reservationConfirm,
    {
      schema: {
        params: IdParamsSchema,
        body: ConfirmSaleInputSchema,
        response: { 200: ConfirmSaleResultSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      const { number } = await desk.confirmSale(request.params.id, request.body?.number ?? null);
      return { number };
    },
  );

  app.post(
    ADMIN_CALLS.reservationRelease,
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: MessageSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      await desk.release(request.params.id);
      return { message: 'Request released.' };
    },
  );

  app.get(ADMIN_CALLS.reservationSettings, { schema: { response: { 200: ReservationSettingsSchema } } }, () =>
    getReservationSettings(db),
  );

  app.put(
    ADMIN_CALLS.reservationSettings,
    { schema: { body: ReservationSettingsInputSchema, response: { 200: ReservationSettingsSchema } } },
    async (request) => saveReservationSettings(db, request.body),
  );
};
