import { LIST_PAGE_SIZE, pageCount } from '@contract/list-pages';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long typing must pause before the list is asked for again. */
const SEARCH_PAUSE_MS = 250;

/**
 * The search text and page of a list searched on the server: the page goes back to the first
 * whenever the search changes, and the text the server sees waits for a pause in typing.
 */
export function useListPage() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  return {
    text,
    setText: (next: string) => {
      setText(next);
      setPage(1);
    },
    q,
    page,
    setPage,
  };
}

/** `?q=&page=` of a list call. */
export function listPageSearch(q: string, page: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The labelled search box above a list. */
export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * 'Showing 51–100 of 1,203' with Previous and Next: the list's place, in the owner's words.
 * Hidden while everything fits on one page.
 */
export function ListPager({
  page,
  total,
  noun,
  onPage,
  busy,
}: {
  page: number;
  total: number;
  /** What is counted, plural: 'subscribers'. */
  noun: string;
  onPage: (page: number) => void;
  /** A page is on its way: the buttons wait for it. */
  busy?: boolean;
}) {
  const pages = pageCount(total);
  const first = total === 0 ? 0 : (page - 1) * LIST_PAGE_SIZE + 1;
  const last = Math.min(page * LIST_PAGE_SIZE, total);
  const number = new Intl.NumberFormat('en-US');
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <p className="text-muted tabular-nums" aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : `Showing ${number.format(first)}–${number.format(last)} of ${number.format(total)} ${noun}`}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="subtle" size="sm" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="text-muted tabular-nums">
            Page {number.format(page)} of {number.format(pages)}
          </span>
          <Button
            variant="subtle"
            size="sm"
            disabled={busy || page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
