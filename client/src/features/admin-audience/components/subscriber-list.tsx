import { useQuery } from '@tanstack/react-query';
import { EmailRow } from '@/components/admin/email-row';
import { ListPager, ListSearch, useListPage } from '@/components/admin/list-pages';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
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
      <QueryStates query={subscribers} loadingText={copy.loading} failedText={copy.loadFailed}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState
              title={searching ? copy.noMatch(list.q) : copy.empty}
              hint={searching ? undefined : copy.emptyHint}
            />
          ) : (
            <div className="grid gap-3">
              <ul
                className="-mx-4 divide-y divide-border border-t border-border sm:-mx-5"
                aria-busy={subscribers.isPlaceholderData}
              >
                {page.items.map((subscriber) => (
                  <li key={subscriber.id}>
                    <EmailRow
                      email={subscriber.email}
                      detail={<PendingBadge confirmed={subscriber.confirmed} />}
                      createdAt={subscriber.createdAt}
                    />
                  </li>
                ))}
              </ul>
              <ListPager page={list.page} total={page.total} noun={copy.noun} onPage={list.setPage} />
            </div>
          )
        }
      </QueryStates>
    </TitledCard>
  );
}
