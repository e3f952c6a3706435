import type { CampaignSummary } from '@contract/newsletter';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { isSending } from '../campaign-progress';
import { DeliveryBar } from './delivery-bar';

const sentAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function deliveryStatus(campaign: CampaignSummary): { label: string; tone: BadgeTone } {
  if (isSending(campaign)) return { label: 'Sending', tone: 'accent' };
  if (campaign.failed > 0) return { label: 'Some failed', tone: 'soldOut' };
  return { label: 'Delivered', tone: 'neutral' };
}

/** One past newsletter: its subject, when it went out, and its delivery counts. */
export function CampaignItem({ campaign }: { campaign: CampaignSummary }) {
  const status = deliveryStatus(campaign);
  const counts = [
    { label: 'Recipients', value: campaign.total },
    { label: 'Sent', value: campaign.sent },
    { label: 'Failed', value: campaign.failed },
    { label: 'Pending', value: campaign.pending },
    ...(campaign.skipped > 0 ? [{ label: 'Skipped', value: campaign.skipped }] : []),
  ];
  return (
    <article className="grid gap-2.5 py-3.5">
      <header className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h4 className="font-medium break-words">{campaign.subject}</h4>
          <time dateTime={campaign.createdAt} className="text-xs text-muted">
            {sentAt.format(new Date(campaign.createdAt))}
          </time>
        </div>
        <Badge tone={status.tone} className="shrink-0">
          {status.label}
        </Badge>
      </header>
      <DeliveryBar campaign={campaign} />
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {counts.map(({ label, value }) => (
          <div key={label} className="flex gap-1">
            <dt>{label}</dt>
            <dd className="font-semibold text-foreground tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
