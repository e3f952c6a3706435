import { mailtoHref } from '@contract/email-address';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { collectorQueries } from '../api';
import { CollectorNotes } from './collector-notes';
import { CollectorTimeline } from './collector-timeline';

const NEWSLETTER_WORDS = {
  subscribed: 'Subscribed to the newsletter',
  pending: 'Newsletter: waiting for confirmation',
  unsubscribed: 'Unsubscribed from the newsletter',
  never: 'Not on the newsletter',
} as const;

/**
 * One collector: who they are, the owner's notes and tags, and their timeline. `actions` is
 * where the data requests (export, erase) sit beside the record.
 */
export function CollectorPage({
  id,
  onBack,
  actions,
}: {
  id: number;
  onBack: () => void;
  actions?: ReactNode;
}) {
  const collector = useQuery(collectorQueries.detail(id));
  useFailureToast(collector.error, 'Failed to fetch collector');
  return (
    <section className="grid gap-5">
      <div>
        {/* Pulled left by its own padding: the arrow lines up with the name under it. */}
        <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack}>
          <ArrowLeft aria-hidden />
          All collectors
        </Button>
      </div>
      <QueryStates
        query={collector}
        loadingText="Loading collector..."
        failedText="Failed to fetch collector"
      >
        {(record) => (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
            <div className="grid content-start gap-4">
              <header className="grid gap-1">
                <h2 className="font-display text-2xl font-bold break-words">{record.name || record.email}</h2>
                <a
                  href={mailtoHref(record.email)}
                  className="w-fit text-sm break-all text-muted hover:text-foreground hover:underline"
                >
                  {record.email}
                </a>
                {record.phone ? <p className="text-sm text-muted tabular-nums">{record.phone}</p> : null}
                <p className="text-sm text-muted">{NEWSLETTER_WORDS[record.newsletter]}</p>
                {record.tags.length > 0 ? (
                  <p className="flex flex-wrap gap-1.5">
                    {record.tags.map((tag) => (
                      <Badge key={tag} tone="accent">
                        {tag}
                      </Badge>
                    ))}
                  </p>
                ) : null}
              </header>
              {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
              <CollectorNotes collector={record} />
            </div>
            <div className="grid content-start gap-3">
              <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Timeline</h3>
              <CollectorTimeline entries={record.timeline} />
            </div>
          </div>
        )}
      </QueryStates>
    </section>
  );
}
