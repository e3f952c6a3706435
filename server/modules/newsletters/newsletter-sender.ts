import type { Db } from '../../core/db/index';
import {
  createDeliverySender,
  type DeliverySender,
  type DeliverySenderTuning,
} from '../../core/delivery/delivery-sender';
import type { Mailer, MailLog } from '../../core/mail/mailer';
import { newsletterMailing } from '../../core/mail/return-path';
import { signUnsubscribeToken, unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { type Campaign, findCampaign } from './campaigns';
import { type ClaimedDelivery, newsletterDeliveryQueue } from './deliveries';
import { buildNewsletterMessage, unsubscribeLinks } from './newsletter-message';

export interface NewsletterSenderOptions extends DeliverySenderTuning {
  db: Db;
  mailer: Mailer;
  /** Absolute base of the unsubscribe links. */
  publicUrl: string;
  log: MailLog;
}

export type NewsletterSender = DeliverySender;

export const NEWSLETTER_CONCURRENCY = 8;

/** Delivers queued newsletter copies, each with its subscriber's own unsubscribe link. */
export function createNewsletterSender(options: NewsletterSenderOptions): NewsletterSender {
  const { db, publicUrl } = options;
  const campaigns = new Map<number, Promise<Campaign | null>>();

  function campaignOf(id: number): Promise<Campaign | null> {
    let campaign = campaigns.get(id);
    if (!campaign) {
      campaign = findCampaign(db, id);
      campaign.catch(() => campaigns.delete(id));
      campaigns.set(id, campaign);
    }
    return campaign;
  }

  async function compose(delivery: ClaimedDelivery) {
    const campaign = await campaignOf(delivery.campaignId);
    if (!campaign) throw new Error(`campaign ${delivery.campaignId} no longer exists`);
    const token = signUnsubscribeToken(await unsubscribeSecret(db), delivery.subscriberId, delivery.email);
    const message = buildNewsletterMessage(campaign, delivery.email, unsubscribeLinks(publicUrl, token));
    // Its bounces and complaints count in this campaign's report.
    return { ...message, mailing: newsletterMailing(delivery.campaignId) };
  }

  return createDeliverySender({
    ...options,
    concurrency: options.concurrency ?? NEWSLETTER_CONCURRENCY,
    kind: 'newsletter',
    priority: 'bulk',
    queue: newsletterDeliveryQueue,
    compose,
    onIdle: () => campaigns.clear(),
  });
}
