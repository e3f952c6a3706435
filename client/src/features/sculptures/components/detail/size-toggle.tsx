import { DEFAULT_SIZE_MODEL, SIZE_MODEL_LABELS, type SizeModel } from '@contract/limits';
import { SIZE_PARAM, SIZE_PARAM_VALUE } from '@contract/page-params';
import { Link } from '@/components/ui/link';
import { DETAIL_COPY } from '@/config/copy/sculpture';
import { cn } from '@/lib/cn';
import { useQueryHref } from '@/lib/query-link';

/**
 * 12 inch / 54 inch (internal 100 and 450), of the sizes the piece is offered in. Links to
 * `?size=54` (and back), so a tap works before the script has run; after, they switch in place
 * without a reload or a scroll. A piece offered in one size names it: there is nothing to choose.
 */
export function SizeToggle({ value, offered }: { value: SizeModel; offered: readonly SizeModel[] }) {
  const hrefWith = useQueryHref();
  if (offered.length === 1) {
    return (
      <p className="inline-flex h-10 items-center rounded-full border border-border px-4 text-sm font-medium">
        {SIZE_MODEL_LABELS[value]}
      </p>
    );
  }
  return (
    <nav aria-label={DETAIL_COPY.sizeToggleLabel}>
      <ul className="inline-grid grid-cols-2 rounded-full border border-border bg-background p-1">
        {offered.map((model) => (
          <li key={model} className="grid">
            <Link
              to={hrefWith(SIZE_PARAM, model === DEFAULT_SIZE_MODEL ? null : SIZE_PARAM_VALUE[model])}
              replace
              aria-current={model === value ? 'true' : undefined}
              className={cn(
                'inline-flex h-8 items-center justify-center rounded-full px-4 text-sm font-medium transition-colors duration-200',
                model === value ? 'bg-foreground text-background' : 'text-muted hover:text-foreground',
              )}
            >
              {SIZE_MODEL_LABELS[model]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
