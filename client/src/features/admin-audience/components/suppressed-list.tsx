import { SUPPRESSION_REASON_LABELS, type Suppression } from '@contract/suppressions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailRow } from '@/components/admin/email-row';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { notifySuccess } from '@/components/admin/notify';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TitledCard } from '@/components/ui/titled-card';
import { audienceQueries, useLiftSuppression } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';

const copy = AUDIENCE_COPY.suppressed;

/** Why, in the owner's words: the reason, the newsletter that came back, the server's own words. */
function Why({ suppression }: { suppression: Suppression }) {
  return (
    <span className="grid gap-0.5 text-xs">
      <span>
        {SUPPRESSION_REASON_LABELS[suppression.reason]}
        {suppression.campaign ? ` ${copy.fromNewsletter(suppression.campaign.subject)}` : ''}
      </span>
      {suppression.detail ? <span className="break-words">{suppression.detail}</span> : null}
    </span>
  );
}

/**
 * The addresses suppressed after a bounce or a complaint, with why and when; lifting one asks
 * first, since mailing a dead or complaining address harms every other email's delivery.
 */
export function SuppressedList() {
  const suppressions = useQuery(audienceQueries.suppressions());
  useFailureToast(suppressions.error, copy.loadFailed);
  const lift = useLiftSuppression();
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <TitledCard title={copy.title} description={copy.description}>
      <QueryStates
        query={suppressions}
        loadingText={copy.loading}
        failedText={copy.loadFailed}
        empty={<EmptyState title={copy.empty} hint={copy.emptyHint} />}
      >
        {(list) => (
          <ul className="-mx-4 divide-y divide-border border-t border-border sm:-mx-5">
            {list.map((suppression) => (
              <li key={suppression.email} className="flex items-center gap-2 pr-4 sm:pr-5">
                <div className="min-w-0 flex-1">
                  <EmailRow
                    email={suppression.email}
                    detail={<Why suppression={suppression} />}
                    createdAt={suppression.suppressedAt}
                  />
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={copy.liftLabel(suppression.email)}
                  onClick={() => setAsking(suppression.email)}
                >
                  {copy.lift}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={copy.liftConfirm.title}
        description={asking ? copy.liftConfirm.description(asking) : ''}
        confirmLabel={copy.liftConfirm.confirm}
        pendingLabel={copy.liftConfirm.pending}
        pending={lift.isPending}
        destructive
        onConfirm={() => {
          if (!asking) return;
          lift.mutate(asking, {
            onSuccess: (answer) => notifySuccess(copy.lifted, answer.message),
            onSettled: () => setAsking(null),
          });
        }}
      />
    </TitledCard>
  );
}
