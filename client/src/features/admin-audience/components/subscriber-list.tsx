import type { Subscriber } from '@contract/audience';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailRow } from '@/components/admin/email-row';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/titled-card';
import { AUDIENCE_COPY } from '../audience-copy';
import { describeConfirmation } from '../confirmation-count';
import { PendingBadge } from './confirmation-badge';
import { ExportCsvButton } from './export-csv-button';

/** A long list renders its first rows until asked for all; the CSV always has every row. */
const FIRST_ROWS = 100;

const copy = AUDIENCE_COPY.subscribers;

/** The current subscribers, email and date, newest first; those yet to confirm are marked. */
export function SubscriberList({ subscribers }: { subscribers: UseQueryResult<Subscriber[]> }) {
  const [showAll, setShowAll] = useState(false);
  return (
    <TitledCard
      title={copy.title}
      description={subscribers.data ? describeConfirmation(subscribers.data) : undefined}
      action={<ExportCsvButton list="newsletters" />}
    >
      <QueryStates
        query={subscribers}
        loadingText={copy.loading}
        failedText={AUDIENCE_COPY.subscribers.loadFailed}
        empty={<EmptyState title={copy.empty} hint={copy.emptyHint} />}
      >
        {(list) => (
          <div className="grid gap-3">
            <ul className="-mx-4 divide-y divide-border border-t border-border sm:-mx-5">
              {(showAll ? list : list.slice(0, FIRST_ROWS)).map((subscriber) => (
                <li key={subscriber.id}>
                  <EmailRow
                    email={subscriber.email}
                    detail={<PendingBadge confirmed={subscriber.confirmed} />}
                    createdAt={subscriber.createdAt}
                  />
                </li>
              ))}
            </ul>
            {!showAll && list.length > FIRST_ROWS ? (
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-center"
                onClick={() => setShowAll(true)}
              >
                {copy.showAll(list.length)}
              </Button>
            ) : null}
          </div>
        )}
      </QueryStates>
    </TitledCard>
  );
}
