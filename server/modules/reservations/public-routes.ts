import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESERVATION_CONFIRM_CALL, RESERVATIONS_CALL } from '../../../contract/api-paths';
import { RESERVATION_COPY } from '../../../contract/reservation-copy';
import {
  ReservationConfirmAnswerSchema,
  ReservationInputSchema,
  ReservationPlaceSchema,
  ReservationPreviewSchema,
  ReservationTokenBodySchema,
  ReservationTokenQuerySchema,
} from '../../../contract/reservations';
import type { Db } from '../../core/db/index';
import { publicRateLimited } from '../../core/http/rate-limits';
import { HttpError } from '../../core/http-error';
import type { ChallengeGate } from '../challenge/index';
import type { ReservationDesk } from './reservation-desk';
import {
  confirmReservationLink,
  type OrderAfterConfirm,
  readReservationLink,
  reservationPreviewOf,
} from './reservation-link';
import { reserveAdmitted } from './reserve-admitted';

/** The JSON call and the form posted without script share one count (RATE_LIMITS.reservation). */
export const RESERVATION_WRITE = publicRateLimited('reservation');

/** Anyone holding a link may call these; the signed token is the only credential. */
export const RESERVATION_LINK_ROUTE = publicRateLimited('emailLink');

export interface ReservationRouteOptions {
  db: Db;
  desk: ReservationDesk;
  /** The order a confirmed hold opens (sales), whose page the collector is sent to. */
  orderAfterConfirm?: OrderAfterConfirm;
  challenge: ChallengeGate;
  /** CONFIRMATION_EMAILS_PER_HOUR: reservation emails of requests without a challenge count in it. */
  confirmationsPerHour: number;
}

export const reservationRoutes: FastifyPluginAsyncZod<ReservationRouteOptions> = async (
  app,
  { db, desk, orderAfterConfirm, challenge, confirmationsPerHour },
) => {
  /** 201 for a new place, 200 for the place the address already had in this line. */
  app.post(
    RESERVATIONS_CALL,
    {
      ...RESERVATION_WRITE,
      schema: {
        body: ReservationInputSchema,
        response: { 200: ReservationPlaceSchema, 201: ReservationPlaceSchema },
      },
    },
    async (request, reply) => {
      const { place, created } = await reserveAdmitted(
        { db, desk, challenge, confirmationsPerHour },
        request,
        request.body,
      );
      if (created) await app.analytics.keepSource(request, place.id);
      return reply.status(created ? 201 : 200).send(place);
    },
  );

  async function linkOf(token: string | undefined) {
    const link = await readReservationLink(db, token);
    if (!link) throw new HttpError(400, RESERVATION_COPY.confirm.invalidLink);
    return link;
  }

  app.get(
    RESERVATION_CONFIRM_CALL,
    {
      ...RESERVATION_LINK_ROUTE,
      schema: { querystring: ReservationTokenQuerySchema, response: { 200: ReservationPreviewSchema } },
    },
    async (request) => reservationPreviewOf(await linkOf(request.query.token)),
  );

  /** Idempotent: confirming twice answers the same. Opening the link never confirms: mail scanners open links. */
  app.post(
    RESERVATION_CONFIRM_CALL,
    {
      ...RESERVATION_LINK_ROUTE,
      schema: { body: ReservationTokenBodySchema, response: { 200: ReservationConfirmAnswerSchema } },
    },
    async (request) =>
      confirmReservationLink(db, desk, await linkOf(request.body.token), request.log, orderAfterConfirm),
  );
};
