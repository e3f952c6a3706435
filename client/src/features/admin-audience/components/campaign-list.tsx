import { useQuery } from '@tanstack/react-query';
import { TitledCard } from '@/components/ui/titled-card';
import { EmptyState, QueryStates } from '@/features/admin-dashboard/components/list-states';
import { useFailureToast } from '@/features/admin-dashboard/use-failure-toast';
import { audienceQueries } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';
import { CampaignItem } from './campaign-item';

const copy = AUDIENCE_COPY.campaigns;

/** Past newsletters, newest first; the counts move while a send runs (the query polls). */
export function CampaignList() {
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
                <CampaignItem campaign={campaign} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}
