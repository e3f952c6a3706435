import { useQuery } from '@tanstack/react-query';
import { ListSearch, useListPage } from '@/components/admin/list-pages';
import { PagedAddressList } from '@/components/admin/paged-address-list';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { TitledCard } from '@/components/ui/titled-card';
import { audienceQueries } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';
import { describeCounts } from '../confirmation-count';
import { PendingBadge } from './confirmation-badge';
import { ExportCsvButton } from './export-csv-button';

const copy = AUDIENCE_COPY.subscribers;

/**
 * The current subscribers, email and date, newest first; those yet to confirm are marked.
 * Searched and cut into pages on the server (tens of thousands never reach the browser); the
 * CSV always has every row.
 */
export function SubscriberList() {
  const list = useListPage();
  const subscribers = useQuery(audienceQueries.subscriberPage(list.q, list.page));
  useFailureToast(subscribers.error, copy.loadFailed);
  const searching = list.q !== '';
  return (
    <TitledCard
      title={copy.title}
      description={subscribers.data ? describeCounts(subscribers.data) : undefined}
      action={<ExportCsvButton list="newsletters" />}
    >
      <ListSearch
        label={copy.search}
        placeholder={copy.searchPlaceholder}
        value={list.text}
        onChange={list.setText}
      />
      <PagedAddressList
        query={subscribers}
        loadingText={copy.loading}
        failedText={copy.loadFailed}
        empty={searching ? { title: copy.noMatch(list.q) } : { title: copy.empty, hint: copy.emptyHint }}
        noun={copy.noun}
        page={list.page}
        onPage={list.setPage}
        detail={(subscriber) => <PendingBadge confirmed={subscriber.confirmed} />}
      />
    </TitledCard>
  );
}
