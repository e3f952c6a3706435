import type { ReactNode } from 'react';
import { Pager } from '@/components/admin/pager';

/**
 * A tab's list paged on the server: how many there are in all ('12 inquiries'), the list, then
 * Previous and Next. The page lives in the address, so the first one is the address without it.
 */
export function TabPages({
  total,
  noun,
  page,
  pageSize,
  pagerLabel,
  onPage,
  children,
}: {
  total: number;
  /** What is counted, one and many: ['inquiry', 'inquiries']. */
  noun: readonly [string, string];
  page: number;
  pageSize: number;
  /** What the pages are, for screen readers ('Inquiry pages'). */
  pagerLabel: string;
  /** Null for the first page: it is the address with no page named. */
  onPage: (page: number | null) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {total} {noun[total === 1 ? 0 : 1]}
      </p>
      {children}
      <Pager
        label={pagerLabel}
        page={page}
        total={total}
        pageSize={pageSize}
        onPage={(next) => onPage(next > 1 ? next : null)}
      />
    </div>
  );
}
