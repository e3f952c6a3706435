import { COLLECTION_COPY } from '@/config/copy/collection';
import { cn } from '@/lib/cn';
import { COLLECTION_FILTERS, type CollectionFilter } from '../sculpture-rules';

interface CollectionFiltersProps {
  value: CollectionFilter;
  counts: Record<CollectionFilter, number>;
  onChange: (filter: CollectionFilter) => void;
}

/** All / Available / Sold Out, each with its count of unlocked sculptures (§2). */
export function CollectionFilters({ value, counts, onChange }: CollectionFiltersProps) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{COLLECTION_COPY.filterLabel}</legend>
      {COLLECTION_FILTERS.map((filter) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
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
          </button>
        );
      })}
    </fieldset>
  );
}
