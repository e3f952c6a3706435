import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { WaitlistNotifyResultSchema, WaitlistPieceListSchema } from '../../../contract/audience';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import type { SendingPace } from '../../../contract/sending-pace';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import { isSculptureAvailable, listWaitlistPieces } from './deliveries';
import type { NotifyWaitlist } from './notify-waitlist';

/** Each piece's waitlist and its emails; "Notify now" for a piece that is already available. */
export const adminWaitlistRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifyWaitlist: NotifyWaitlist;
  /** The sending rate waitlist emails keep (bulkShare of MAIL_RATE_PER_*), told while they go. */
  pace: SendingPace | null;
}> = async (app, { db, notifyWaitlist, pace }) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(ADMIN_CALLS.waitlistPieces, { schema: { response: { 200: WaitlistPieceListSchema } } }, () =>
    listWaitlistPieces(db, pace),
  );

  app.post(
    ADMIN_CALLS.waitlistNotify,
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: WaitlistNotifyResultSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await isSculptureAvailable(db, id))) {
        throw new HttpError(409, 'This piece is not available: its waitlist is emailed when it is.');
      }
      const queued = await notifyWaitlist(id);
      const message =
        queued === 0
          ? 'Every member has already been emailed.'
          : `Emailing ${queued} waitlist member${queued === 1 ? '' : 's'}.`;
      return { queued, message };
    },
  );
};
