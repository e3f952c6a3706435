import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/features/sculptures/components/status-badge';
import { isLocked } from '@/features/sculptures/sculpture-rules';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { EmptyState, QueryStates, TabHeading } from '../list-states';

/** The collection in gallery order. Editing, locking and drag-reorder come with the admin issue. */
export function CollectionTab() {
  const sculptures = useQuery(adminQueries.sculptures());
  return (
    <section>
      <TabHeading
        title="Collection"
        note="Drag order controls the order on the gallery homepage and collection page."
      />
      <QueryStates
        query={sculptures}
        loadingText="Loading collection..."
        failedText={ADMIN_LOAD_FAILURES.sculptures}
        empty={
          <EmptyState
            title="No sculptures in the collection yet"
            hint="Add your first sculpture to get started"
          />
        }
      >
        {(list) => (
          <ol className="grid gap-2">
            {list.map((sculpture, index) => (
              <li
                key={sculpture.id}
                className="grid grid-cols-[auto_1fr] items-start gap-3 rounded-lg border border-border bg-surface p-3 sm:p-4"
              >
                <span className="grid size-6 place-items-center rounded-full bg-surface-raised text-xs font-medium text-muted tabular-nums">
                  {index + 1}
                </span>
                <div className="grid gap-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-display font-semibold">{sculpture.title}</h3>
                    {isLocked(sculpture) ? (
                      <Lock className="size-3.5 text-muted" aria-label="Locked" />
                    ) : null}
                    <StatusBadge status={sculpture.status} />
                    {isLocked(sculpture) ? <Badge>Locked</Badge> : null}
                  </div>
                  <p className="text-sm text-muted">{sculpture.tagline}</p>
                  <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
                    <div className="flex gap-1">
                      <dt>Slug:</dt>
                      <dd className="font-mono text-foreground">{sculpture.slug}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt>Edition:</dt>
                      <dd className="text-foreground">{sculpture.edition}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt>Medium:</dt>
                      <dd className="text-foreground">{sculpture.medium}</dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </section>
  );
}
