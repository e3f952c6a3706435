import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ListHeading } from '@/components/admin/list-heading';
import { EmptyState, LoadFailed, LoadingText } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Button } from '@/components/ui/button';
import {
  ACTIVITY_COPY,
  type ActivityFilter,
  activityQuery,
  activitySearch,
} from '@/features/admin-activity/api';
import { ActivityFilters } from '@/features/admin-activity/components/activity-filters';
import { ActivityRow } from '@/features/admin-activity/components/activity-row';
import { ExportCsvButton } from '@/features/admin-audience/components/export-csv-button';

/** Waits for typing to pause before the filter text is searched for: one request, not one per key. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Every admin write, newest first: filterable by kind and text, fifty at a time, exportable. */
export function ActivityTab() {
  const [filter, setFilter] = useState<ActivityFilter>({ entity: '', text: '' });
  const settledText = useSettled(filter.text, 300);
  const applied: ActivityFilter = { entity: filter.entity, text: settledText };
  const activity = useInfiniteQuery(activityQuery(applied));
  useFailureToast(activity.error, ACTIVITY_COPY.failed);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = applied.entity !== '' || applied.text.trim() !== '';

  return (
    <section className="grid gap-4">
      <ListHeading
        title={ACTIVITY_COPY.title}
        action={<ExportCsvButton list="activity" search={activitySearch(applied)} />}
      />
      <p className="text-sm text-muted">{ACTIVITY_COPY.hint}</p>
      <ActivityFilters filter={filter} onChange={setFilter} />
      {activity.isPending ? (
        <LoadingText>{ACTIVITY_COPY.loading}</LoadingText>
      ) : activity.isError ? (
        <LoadFailed>{ACTIVITY_COPY.failed}</LoadFailed>
      ) : entries.length === 0 ? (
        filtered ? (
          <EmptyState title={ACTIVITY_COPY.noMatch} />
        ) : (
          <EmptyState title={ACTIVITY_COPY.empty} hint={ACTIVITY_COPY.emptyHint} />
        )
      ) : (
        <>
          <ol aria-label="Activity, newest first" className="rounded-lg border border-border bg-surface px-3">
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ol>
          {activity.hasNextPage ? (
            <Button
              variant="subtle"
              className="justify-self-center"
              disabled={activity.isFetchingNextPage}
              onClick={() => activity.fetchNextPage()}
            >
              {activity.isFetchingNextPage ? ACTIVITY_COPY.loadingMore : ACTIVITY_COPY.more}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
