import type { CampaignSummary } from '@contract/newsletter';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { pacedSendingText } from '../campaign-progress';
import { DeliveryBar } from './delivery-bar';

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function statusOf(campaign: CampaignSummary): { label: string; tone: BadgeTone } {
  switch (campaign.state) {
    case 'draft':
      return { label: 'Draft', tone: 'neutral' };
    case 'scheduled':
      return { label: 'Scheduled', tone: 'solid' };
    case 'sending':
      return { label: 'Sending', tone: 'accent' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'neutral' };
    case 'sent':
      return campaign.failed > 0
        ? { label: 'Some failed', tone: 'soldOut' }
        : { label: 'Delivered', tone: 'neutral' };
  }
}

/** The moment that matters for its state: when it was edited, is due, or went out. */
function when(campaign: CampaignSummary): { text: string; iso: string | null } {
  if (campaign.state === 'draft')
    return { text: `Edited ${moment.format(new Date(campaign.updatedAt))}`, iso: campaign.updatedAt };
  if (campaign.state === 'scheduled') {
    if (campaign.sendAt)
      return { text: `Sends ${moment.format(new Date(campaign.sendAt))}`, iso: campaign.sendAt };
    return { text: `Sends when ${campaign.release?.title ?? 'its piece'} is released`, iso: null };
  }
  if (campaign.state === 'cancelled')
    return { text: `Cancelled ${moment.format(new Date(campaign.updatedAt))}`, iso: campaign.updatedAt };
  const sentAt = campaign.startedAt ?? campaign.createdAt;
  return { text: moment.format(new Date(sentAt)), iso: sentAt };
}

/** One newsletter: its subject, where it stands, its delivery counts once it went out, and what can be done with it. */
export function CampaignItem({ campaign, actions }: { campaign: CampaignSummary; actions?: ReactNode }) {
  const status = statusOf(campaign);
  const time = when(campaign);
  const wentOut = campaign.state === 'sending' || campaign.state === 'sent';
  const paced = pacedSendingText(campaign);
  const counts = [
    { label: 'Recipients', value: campaign.total },
    { label: 'Sent', value: campaign.sent },
    { label: 'Failed', value: campaign.failed },
    { label: 'Pending', value: campaign.pending },
    ...(campaign.skipped > 0 ? [{ label: 'Skipped', value: campaign.skipped }] : []),
    // What came back from the inboxes, once anything did (read from the bounce mailbox).
    ...(campaign.bounced + campaign.complained > 0
      ? [
          { label: 'Delivered', value: campaign.delivered },
          { label: 'Bounced', value: campaign.bounced },
          { label: 'Complained', value: campaign.complained },
        ]
      : []),
  ];
  return (
    <article className="grid gap-2.5 py-3.5">
      <header className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h4 className="font-medium break-words">{campaign.subject || '(No subject yet)'}</h4>
          {time.iso ? (
            <time dateTime={time.iso} className="text-xs text-muted">
              {time.text}
            </time>
          ) : (
            <span className="text-xs text-muted">{time.text}</span>
          )}
        </div>
        <Badge tone={status.tone} className="shrink-0">
          {status.label}
        </Badge>
      </header>
      {wentOut ? (
        <>
          <DeliveryBar campaign={campaign} />
          {paced ? <p className="text-xs text-muted">{paced}</p> : null}
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
            {counts.map(({ label, value }) => (
              <div key={label} className="flex gap-1">
                <dt>{label}</dt>
                <dd className="font-semibold text-foreground tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
