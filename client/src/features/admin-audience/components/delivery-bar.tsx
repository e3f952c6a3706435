import type { CampaignSummary } from '@contract/newsletter';
import { settledCount } from '../campaign-progress';

function percent(part: number, total: number): string {
  return `${total > 0 ? (part / total) * 100 : 0}%`;
}

/** How far a campaign has got: delivered, then failed and skipped, over the recipients. */
export function DeliveryBar({ campaign }: { campaign: CampaignSummary }) {
  const { total, sent, failed, skipped } = campaign;
  return (
    <div
      role="progressbar"
      aria-label={`Delivery of ${campaign.subject}`}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={settledCount(campaign)}
      aria-valuetext={`${sent} of ${total} sent`}
      className="flex h-2 overflow-hidden rounded-full bg-surface-raised"
    >
      <div
        className="bg-emerald-600 transition-[width] duration-300"
        style={{ width: percent(sent, total) }}
      />
      <div
        className="bg-sold-out transition-[width] duration-300"
        style={{ width: percent(failed, total) }}
      />
      <div
        className="bg-muted/50 transition-[width] duration-300"
        style={{ width: percent(skipped, total) }}
      />
    </div>
  );
}
