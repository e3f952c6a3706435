import { LIST_PAGE_SIZE } from '@contract/list-pages';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Pager } from './pager';

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
 * 'Showing 51–100 of 1,203 subscribers' above Previous and Next: the list's place, in the
 * owner's words. The buttons show only when there is more than one page.
 */
export function ListPager({
  page,
  total,
  noun,
  onPage,
}: {
  page: number;
  total: number;
  /** What is counted, one and many: ['subscriber', 'subscribers']. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
}) {
  const first = total === 0 ? 0 : (page - 1) * LIST_PAGE_SIZE + 1;
  const last = Math.min(page * LIST_PAGE_SIZE, total);
  const number = new Intl.NumberFormat('en-US');
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        {`Showing ${number.format(first)}–${number.format(last)} of ${number.format(total)} ${noun[total === 1 ? 0 : 1]}`}
      </p>
      <Pager
        label={`Pages of ${noun[1]}`}
        page={page}
        total={total}
        pageSize={LIST_PAGE_SIZE}
        onPage={onPage}
      />
    </div>
  );
}
