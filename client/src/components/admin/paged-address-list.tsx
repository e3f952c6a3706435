import type { ReactNode } from 'react';
import { EmailRow } from './email-row';
import { ListPager } from './list-pages';
import { EmptyState, QueryStates } from './list-states';

/** One address of a list paged on the server: who, since when. */
interface AddressEntry {
  id: number;
  email: string;
  createdAt: string;
}

interface PagedAddressListProps<Entry extends AddressEntry> {
  /** The page's query; while the next page loads it shows the last one, marked busy. */
  query: {
    data: { items: Entry[]; total: number } | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
  };
  loadingText: string;
  failedText: string;
  /** What an empty page says: nothing yet, or nothing matching the search. */
  empty: { title: string; hint?: string };
  /** What is counted, one and many: ['subscriber', 'subscribers']. */
  noun: readonly [string, string];
  page: number;
  onPage: (page: number) => void;
  /** Shown muted after the address (the piece of a waitlist entry, a pending mark). */
  detail: (entry: Entry) => ReactNode;
}

/**
 * An audience list one page at a time: each address and the day it joined, then where the owner
 * is in the list with Previous and Next. The subscribers and the waitlist members both show so.
 */
export function PagedAddressList<Entry extends AddressEntry>({
  query,
  loadingText,
  failedText,
  empty,
  noun,
  page,
  onPage,
  detail,
}: PagedAddressListProps<Entry>) {
  return (
    <QueryStates query={query} loadingText={loadingText} failedText={failedText}>
      {(result) =>
        result.items.length === 0 ? (
          <EmptyState title={empty.title} hint={empty.hint} />
        ) : (
          <div className="grid gap-3">
            <ul
              className="-mx-4 divide-y divide-border border-t border-border sm:-mx-5"
              aria-busy={query.isPlaceholderData}
            >
              {result.items.map((entry) => (
                <li key={entry.id}>
                  <EmailRow email={entry.email} detail={detail(entry)} createdAt={entry.createdAt} />
                </li>
              ))}
            </ul>
            <ListPager page={page} total={result.total} noun={noun} onPage={onPage} />
          </div>
        )
      }
    </QueryStates>
  );
}
