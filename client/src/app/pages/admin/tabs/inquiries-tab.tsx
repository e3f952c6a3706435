import {
  INBOX_PAGE_SIZE,
  INQUIRY_STATE_LABELS,
  INQUIRY_STATES,
  type InquiryState,
} from '@contract/inquiry-inbox';
import { useQuery } from '@tanstack/react-query';
import { ListHeading } from '@/components/admin/list-heading';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { NativeSelect } from '@/components/ui/native-select';
import { audienceQueries } from '@/features/admin-audience/api';
import { ExportCsvButton } from '@/features/admin-audience/components/export-csv-button';
import { FailedNotificationsNote } from '@/features/admin-audience/components/failed-notifications-note';
import { collectionQueries } from '@/features/admin-collection/api';
import { inboxQueries } from '@/features/admin-inbox/api';
import { InboxItem } from '@/features/admin-inbox/components/inbox-item';
import { INBOX_COPY } from '@/features/admin-inbox/inbox-copy';
import { TabPages } from '../tab-pages';
import { TabSearch } from '../tab-search';
import { useTabParams } from '../use-tab-params';

const stateOf = (value: string | null): InquiryState | '' =>
  (INQUIRY_STATES as readonly string[]).includes(value ?? '') ? (value as InquiryState) : '';

/** The inbox: found by state, piece and words, paged on the server; each inquiry answered in place. */
export function InquiriesTab() {
  const { params, setParams } = useTabParams();
  const filters = {
    q: params.get('q') ?? '',
    state: stateOf(params.get('state')),
    piece: params.get('piece') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const openId = Number(params.get('inquiry')) || null;
  const page = useQuery(inboxQueries.page(filters));
  const counts = useQuery(inboxQueries.counts());
  const pieces = useQuery(collectionQueries.sculptures());
  const failedNotifications = useQuery(audienceQueries.failedNotifications());
  useFailureToast(page.error, INBOX_COPY.loadFailed);

  return (
    <section className="grid gap-4">
      <ListHeading
        title={
          counts.data ? `${INBOX_COPY.title} · ${INBOX_COPY.unread(counts.data.unread)}` : INBOX_COPY.title
        }
        action={<ExportCsvButton list="inquiries" />}
      />
      <FailedNotificationsNote failed={failedNotifications.data ?? []} />
      <TabSearch
        q={filters.q}
        onSearch={(text) => setParams({ q: text, page: null })}
        label={INBOX_COPY.searchLabel}
        placeholder={INBOX_COPY.searchHint}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto]"
      >
        <NativeSelect
          aria-label="State"
          value={filters.state}
          onChange={(event) => setParams({ state: event.target.value, page: null })}
        >
          <option value="">
            {INBOX_COPY.allStates}
            {counts.data ? ` (${counts.data.all})` : ''}
          </option>
          {INQUIRY_STATES.map((state) => (
            <option key={state} value={state}>
              {INQUIRY_STATE_LABELS[state]}
              {counts.data ? ` (${counts.data[state]})` : ''}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Piece"
          value={filters.piece}
          onChange={(event) => setParams({ piece: event.target.value, page: null })}
        >
          <option value="">{INBOX_COPY.anyPiece}</option>
          {(pieces.data ?? []).map((piece) => (
            <option key={piece.id} value={piece.title}>
              {piece.title}
            </option>
          ))}
        </NativeSelect>
      </TabSearch>
      <QueryStates query={page} loadingText="Loading inquiries..." failedText={INBOX_COPY.loadFailed}>
        {(result) =>
          result.total === 0 ? (
            <EmptyState
              title={filters.q || filters.state || filters.piece ? INBOX_COPY.noMatch : INBOX_COPY.empty}
            />
          ) : (
            <TabPages
              total={result.total}
              noun={['inquiry', 'inquiries']}
              page={filters.page}
              pageSize={INBOX_PAGE_SIZE}
              pagerLabel="Inquiry pages"
              onPage={(next) => setParams({ page: next })}
            >
              <ul className="grid gap-3">
                {result.items.map((inquiry) => (
                  <li key={inquiry.id}>
                    <InboxItem
                      inquiry={inquiry}
                      open={openId === inquiry.id}
                      onToggle={() => setParams({ inquiry: openId === inquiry.id ? null : inquiry.id })}
                      onOpenCollector={(id) =>
                        setParams({
                          tab: 'collectors',
                          collector: id,
                          inquiry: null,
                          q: null,
                          state: null,
                          piece: null,
                          page: null,
                        })
                      }
                    />
                  </li>
                ))}
              </ul>
            </TabPages>
          )
        }
      </QueryStates>
    </section>
  );
}
