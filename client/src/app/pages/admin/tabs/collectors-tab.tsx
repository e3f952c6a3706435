import { COLLECTORS_PAGE_SIZE } from '@contract/collectors';
import { useQuery } from '@tanstack/react-query';
import { ListHeading } from '@/components/admin/list-heading';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Badge } from '@/components/ui/badge';
import { collectorQueries } from '@/features/admin-collectors/api';
import { CollectorPage } from '@/features/admin-collectors/components/collector-page';
import { CollectorPrivacyActions } from '@/features/admin-privacy/components/collector-privacy-actions';
import { formatTimestamp } from '@/lib/format-date';
import { TabPages } from '../tab-pages';
import { TabSearch } from '../tab-search';
import { useTabParams } from '../use-tab-params';

const LOAD_FAILED = 'Failed to fetch collectors';

/** Everyone the studio heard from, one per address, found by name or address; a row opens their page. */
export function CollectorsTab() {
  const { params, setParams } = useTabParams();
  const openId = Number(params.get('collector')) || null;
  if (openId !== null) {
    const back = () => setParams({ collector: null });
    return (
      <CollectorPage
        id={openId}
        onBack={back}
        actions={<CollectorPrivacyActions id={openId} onErased={back} />}
      />
    );
  }
  return (
    <CollectorList
      q={params.get('q') ?? ''}
      page={Math.max(1, Number(params.get('page')) || 1)}
      setParams={setParams}
    />
  );
}

function CollectorList({
  q,
  page,
  setParams,
}: {
  q: string;
  page: number;
  setParams: ReturnType<typeof useTabParams>['setParams'];
}) {
  const list = useQuery(collectorQueries.page({ q, page }));
  useFailureToast(list.error, LOAD_FAILED);
  return (
    <section className="grid gap-4">
      <ListHeading title="Collectors" />
      <TabSearch
        q={q}
        onSearch={(text) => setParams({ q: text, page: null })}
        label="Search collectors"
        placeholder="Name or email"
      />
      <QueryStates query={list} loadingText="Loading collectors..." failedText={LOAD_FAILED}>
        {(result) =>
          result.total === 0 ? (
            <EmptyState
              title={q ? 'No collector matches' : 'No collectors yet'}
              hint="Everyone who writes, subscribes, joins a waitlist, reserves or buys appears here."
            />
          ) : (
            <TabPages
              total={result.total}
              noun={['collector', 'collectors']}
              page={page}
              pageSize={COLLECTORS_PAGE_SIZE}
              pagerLabel="Collector pages"
              onPage={(next) => setParams({ page: next })}
            >
              <ul className="grid gap-2">
                {result.items.map((collector) => (
                  <li key={collector.id}>
                    <button
                      type="button"
                      onClick={() => setParams({ collector: collector.id })}
                      className="grid w-full gap-1 rounded-lg border border-border bg-surface p-3 text-left hover:border-foreground/40 sm:grid-cols-[1fr_auto] sm:items-center"
                    >
                      <span className="grid min-w-0 gap-0.5">
                        <span className="font-medium break-words">{collector.name || collector.email}</span>
                        <span className="text-sm break-all text-muted">{collector.email}</span>
                      </span>
                      <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
                        {collector.tags.map((tag) => (
                          <Badge key={tag} tone="accent">
                            {tag}
                          </Badge>
                        ))}
                        <time dateTime={collector.lastSeenAt}>
                          Last seen {formatTimestamp(collector.lastSeenAt)}
                        </time>
                      </span>
                    </button>
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
