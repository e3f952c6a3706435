import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { TitledCard } from '@/components/ui/titled-card';
import { audienceQueries } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';
import { CampaignActions } from './campaign-actions';
import { CampaignItem } from './campaign-item';

const copy = AUDIENCE_COPY.campaigns;

/**
 * Drafts, scheduled, sending, sent and cancelled newsletters; the counts move while a send runs
 * (the query polls). Without `onOpen` (no composer beside it) nothing can be opened or changed.
 */
export function CampaignList({ onOpen }: { onOpen?: (id: number) => void }) {
  const campaigns = useQuery(audienceQueries.campaigns());
  useFailureToast(campaigns.error, copy.failed);
  return (
    <TitledCard title={copy.title}>
      <QueryStates
        query={campaigns}
        loadingText={copy.loading}
        failedText={copy.failed}
        empty={<EmptyState title={copy.empty} hint={copy.emptyHint} />}
      >
        {(list) => (
          <ul className="-my-3.5 divide-y divide-border">
            {list.map((campaign) => (
              <li key={campaign.id}>
                <CampaignItem
                  campaign={campaign}
                  actions={onOpen ? <CampaignActions campaign={campaign} onOpen={onOpen} /> : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}
