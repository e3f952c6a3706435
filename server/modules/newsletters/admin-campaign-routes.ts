import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { ADMIN_MESSAGES } from '../../../contract/admin-messages';
import { type NewsletterSend, NewsletterSendSchema } from '../../../contract/audience';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import {
  CampaignSummaryListSchema,
  QueuedAnswerSchema,
  StoredNewsletterSchema,
} from '../../../contract/newsletter';
import type { SendingPace } from '../../../contract/sending-pace';
import type { WakeLoop } from '../../core/background/loop';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import { listCampaignSummaries } from './campaign-summaries';
import {
  type CampaignRefusal,
  type CampaignTrigger,
  leaveSchedule,
  pieceTitle,
  queueCampaign,
  releaseMoment,
  scheduleCampaign,
} from './campaigns';
import { withComposedHtml } from './composed-html';
import { findStoredNewsletter } from './drafts';
import { unreleasedPiecesIn, unreleasedRefusal } from './unreleased-pieces';

export interface AdminNewsletterRouteOptions {
  db: Db;
  /**
   * Wakes this instance's newsletter sender (copies queued) or campaign scheduler (a schedule
   * changed); other instances notice at their next poll.
   */
  wake: WakeLoop;
  /** The background clock: a time "in the future" is in the future of the scheduler that starts it. */
  clock: Clock;
  /** The sending rate newsletters keep (bulkShare of MAIL_RATE_PER_*), told with a campaign sending. */
  pace: SendingPace | null;
}

const send = ADMIN_MESSAGES.newsletterSend;
/** A time a little in the past is a slow form or a clock apart, not a mistake: it goes now. */
const PAST_GRACE_MS = 60_000;
const FURTHEST_AHEAD_MS = 366 * 24 * 3_600_000;

const REFUSALS: Record<CampaignRefusal, HttpError> = {
  'no-subscribers': new HttpError(400, send.noSubscribers.description),
  'draft-gone': new HttpError(409, send.draftGone),
  'no-release': new HttpError(400, send.releaseNotScheduled),
};

const utcMinute = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const plural = (count: number) => `${count} subscriber${count === 1 ? '' : 's'}`;

function triggerOf(body: NewsletterSend, now: Date): CampaignTrigger | null {
  if (body.releaseSculptureId !== undefined) return { releaseSculptureId: body.releaseSculptureId };
  if (body.sendAt === undefined) return null;
  const sendAt = new Date(body.sendAt);
  if (sendAt.getTime() < now.getTime() - PAST_GRACE_MS) throw new HttpError(400, send.sendAt.past);
  if (sendAt.getTime() > now.getTime() + FURTHEST_AHEAD_MS) throw new HttpError(400, send.sendAt.tooFar);
  return { sendAt };
}

export const adminNewsletterRoutes: FastifyPluginAsyncZod<AdminNewsletterRouteOptions> = async (
  app,
  { db, wake, pace, clock },
) => {
  app.addHook('onRoute', routesNeed('manager'));
  /**
   * Queues the copies and answers at once (the background sender delivers them), or records the
   * campaign for later when it names a time or a piece's release.
   */
  app.post(
    ADMIN_CALLS.newsletterSend,
    { schema: { body: NewsletterSendSchema, response: { 202: QueuedAnswerSchema } } },
    async (request, reply) => {
      const { sendAt, releaseSculptureId, draftId, design, ...content } = withComposedHtml(request.body);
      const now = clock.now();
      const trigger = triggerOf(request.body, now);
      // When it goes out: now, at its time, or at its piece's release (whose own piece is public then).
      const goesOutAt =
        trigger === null
          ? now
          : 'sendAt' in trigger
            ? trigger.sendAt
            : ((await releaseMoment(db, trigger.releaseSculptureId)) ?? now);
      const unreleased = await unreleasedPiecesIn(
        db,
        `${content.htmlContent}\n${content.textContent ?? ''}`,
        goesOutAt,
      );
      if (unreleased.length > 0) throw new HttpError(409, unreleasedRefusal(unreleased));
      const write = { content, design, draftId };
      const result = trigger
        ? await scheduleCampaign(db, write, trigger, now)
        : await queueCampaign(db, write);
      if (!result.ok) throw REFUSALS[result.reason];
      const { campaignId, recipients } = result;
      request.log.info(
        { campaignId, recipients, trigger },
        trigger ? 'newsletter scheduled' : 'newsletter queued',
      );
      if (!trigger) {
        wake('newsletter-sender');
        return reply.status(202).send({ campaignId, message: `Newsletter queued for ${plural(recipients)}` });
      }
      wake('campaign-scheduler');
      const when =
        'sendAt' in trigger
          ? `for ${utcMinute.format(trigger.sendAt)} UTC`
          : `for the release of ${(await pieceTitle(db, trigger.releaseSculptureId)) ?? 'its piece'}`;
      return reply
        .status(202)
        .send({ campaignId, message: `Newsletter scheduled ${when} (${plural(recipients)} today)` });
    },
  );

  app.get(ADMIN_CALLS.campaigns, { schema: { response: { 200: CampaignSummaryListSchema } } }, () =>
    listCampaignSummaries(db, pace),
  );

  app.get(
    ADMIN_CALLS.campaign,
    { schema: { params: IdParamsSchema, response: { 200: StoredNewsletterSchema } } },
    async (request) => {
      const stored = await findStoredNewsletter(db, request.params.id);
      if (!stored) throw new HttpError(404, 'Newsletter not found');
      return stored;
    },
  );

  /** Both only while it waits: once the scheduler started it, it is on its way (409). */
  const leaving =
    (status: 'cancelled' | 'draft', done: string) => async (request: { params: { id: number } }) => {
      const outcome = await leaveSchedule(db, request.params.id, status);
      if (outcome === 'missing') throw new HttpError(404, 'Newsletter not found');
      if (outcome !== 'done') throw new HttpError(409, send.alreadyStarted);
      wake('campaign-scheduler');
      return { message: done };
    };

  app.post(
    ADMIN_CALLS.campaignCancel,
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema } } },
    leaving('cancelled', 'Scheduled newsletter cancelled'),
  );

  /** To change a scheduled newsletter: it goes back to the drafts, and is scheduled again from there. */
  app.post(
    ADMIN_CALLS.campaignUnschedule,
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema } } },
    leaving('draft', 'Newsletter moved back to drafts'),
  );
};
