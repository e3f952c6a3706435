import { FILTER_PARAM } from '@contract/page-params';
import { Link } from '@/components/ui/link';
import { COLLECTION_COPY } from '@/config/copy/collection';
import { cn } from '@/lib/cn';
import { useQueryHref } from '@/lib/query-link';
import { COLLECTION_FILTERS, type CollectionFilter } from '../sculpture-rules';

interface CollectionFiltersProps {
  value: CollectionFilter;
  counts: Record<CollectionFilter, number>;
}

/**
 * All / Available / Sold Out, each with its count of unlocked sculptures. Links to
 * `?filter=…`, so a filter works before the script has run; after, they navigate in place.
 */
export function CollectionFilters({ value, counts }: CollectionFiltersProps) {
  const hrefWith = useQueryHref();
  return (
    <nav aria-label={COLLECTION_COPY.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {COLLECTION_FILTERS.map((filter) => {
          const active = filter === value;
          return (
            <li key={filter}>
              <Link
                to={hrefWith(FILTER_PARAM, filter === 'all' ? null : filter)}
                replace
                aria-current={active ? 'true' : undefined}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors duration-200',
                  active
                    ? 'border-accent bg-accent text-accent-foreground'
                    : 'border-border text-muted hover:border-foreground/30 hover:text-foreground',
                )}
              >
                {COLLECTION_COPY.filters[filter]}
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums',
                    active ? 'bg-accent-foreground/15' : 'bg-foreground/8',
                  )}
                >
                  {counts[filter]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
