import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import {
  EDITION_STATE_LABELS,
  type EditionNumber,
  EditionNumberInputSchema,
  EditionNumberListSchema,
  EditionNumberParamsSchema,
  EditionNumberSchema,
  editionNumberLabel,
} from '../../../contract/editions';
import { SIZE_MODEL_LABELS } from '../../../contract/limits';
import { type CsvColumn, toCsv } from '../../core/csv/csv';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { sendCsv } from '../../core/http/send-csv';
import { found, HttpError } from '../../core/http-error';
import { type NotifyWaitlist, tellWaitlistIfMadeAvailable } from '../waitlists/index';
import { findRegisterPiece, listEditionNumbers, setEditionNumber } from './edition-numbers';
import { settleEditionStatus } from './edition-status';
import { reservationHoldingNumber } from './number-holder';

const REGISTER_COLUMNS: CsvColumn<EditionNumber>[] = [
  { header: 'Size', value: (row) => SIZE_MODEL_LABELS[row.size] },
  { header: 'Number', value: (row) => String(row.number) },
  { header: 'State', value: (row) => EDITION_STATE_LABELS[row.state] },
  { header: 'Collector', value: (row) => row.collectorName ?? '' },
  { header: 'Email', value: (row) => row.collectorEmail ?? '' },
  { header: 'Date of sale', value: (row) => row.soldOn ?? '' },
  { header: 'Price', value: (row) => row.price ?? '' },
  { header: 'Note', value: (row) => row.note ?? '' },
  { header: 'Last changed', value: (row) => row.updatedAt },
  // The certificate chain, who owns the number now and when it was last resold: last, so a
  // spreadsheet made from an older export keeps its columns.
  { header: 'Owner now (resale)', value: (row) => (row.resale ? (row.resale.ownerName ?? 'Erased') : '') },
  { header: 'Date of resale', value: (row) => row.resale?.on ?? '' },
];

/**
 * The edition register of a piece: every number of every size, and the owner setting one
 * (sold to whom, held, withheld, available again). A change that leaves no number, or frees one
 * of a sold-out piece, settles the piece's status in the same transaction (edition-status.ts).
 */
export const adminEditionRoutes: FastifyPluginAsyncZod<{ db: Db; notifyWaitlist?: NotifyWaitlist }> = async (
  app,
  { db, notifyWaitlist },
) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(
    ADMIN_CALLS.editions,
    { schema: { params: IdParamsSchema, response: { 200: EditionNumberListSchema, 404: MessageSchema } } },
    async (request) => {
      const { id } = request.params;
      found(await findRegisterPiece(db, id), 'Sculpture');
      return listEditionNumbers(db, id);
    },
  );

  /** The register as a spreadsheet: one line per number, both sizes, with its collector. */
  app.get(ADMIN_CALLS.editionsCsv, { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    const piece = found(await findRegisterPiece(db, id), 'Sculpture');
    return sendCsv(
      reply,
      `editions-${piece.slug}`,
      toCsv(REGISTER_COLUMNS, await listEditionNumbers(db, id)),
    );
  });

  app.put(
    ADMIN_CALLS.edition,
    {
      schema: {
        params: EditionNumberParamsSchema,
        body: EditionNumberInputSchema,
        response: { 200: EditionNumberSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      const { id, size, number } = request.params;
      const piece = found(await findRegisterPiece(db, id), 'Sculpture');
      return tellWaitlistIfMadeAvailable(db, id, notifyWaitlist, app.log, () =>
        db.transaction(async (tx) => {
          // A reservation's hold is settled where the reservation lives (confirm or release), so the
          // request and its number never disagree about who has it.
          const holder = await reservationHoldingNumber(tx, id, size, number);
          if (holder) {
            throw new HttpError(
              409,
              `${piece.title}, ${editionNumberLabel(size, number)} is held for ${holder}'s reservation: confirm the sale or release it under Reservations.`,
            );
          }
          const set = await setEditionNumber(tx, id, size, number, request.body);
          if (!set) {
            throw new HttpError(
              404,
              `${piece.title} has no ${editionNumberLabel(size, number)}: its edition is smaller`,
            );
          }
          const freed = set.before.state !== 'available' && set.after.state === 'available';
          await settleEditionStatus(tx, id, { freed });
          return set.after;
        }),
      );
    },
  );
};
