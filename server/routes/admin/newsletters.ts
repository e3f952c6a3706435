import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '../../../contract/admin-messages';
import { NewsletterSendSchema } from '../../../contract/audience';
import { MessageSchema } from '../../../contract/common';
import { CampaignSummaryListSchema } from '../../../contract/newsletter';
import type { Db } from '../../db/index';
import { HttpError } from '../../plugins/error-handler';
import { listCampaignSummaries, queueCampaign } from '../../repositories/newsletter-campaigns';

export interface AdminNewsletterRouteOptions {
  db: Db;
  /** Tells the in-process sender that work is waiting (other instances notice at their next poll). */
  onQueued?: () => void;
}

export const adminNewsletterRoutes: FastifyPluginAsyncZod<AdminNewsletterRouteOptions> = async (
  app,
  { db, onQueued },
) => {
  /** Answers as soon as the copies are queued; the background sender delivers them. */
  app.post(
    '/api/admin/newsletters/send',
    { schema: { body: NewsletterSendSchema, response: { 202: MessageSchema } } },
    async (request, reply) => {
      const queued = await queueCampaign(db, request.body);
      if (!queued) throw new HttpError(400, ADMIN_MESSAGES.newsletterSend.noSubscribers.description);
      onQueued?.();
      request.log.info(queued, 'newsletter queued');
      const { recipients } = queued;
      return reply
        .status(202)
        .send({ message: `Newsletter queued for ${recipients} subscriber${recipients === 1 ? '' : 's'}` });
    },
  );

  app.get(
    '/api/admin/newsletters/campaigns',
    { schema: { response: { 200: CampaignSummaryListSchema } } },
    () => listCampaignSummaries(db),
  );
};
