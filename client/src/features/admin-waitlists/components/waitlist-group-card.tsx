import type { WaitlistPiece } from '@contract/audience';
import { useId } from 'react';
import { EmailRow } from '@/components/admin/email-row';
import { Badge } from '@/components/ui/badge';
import { paceText } from '@/features/admin-audience/campaign-progress';
import { PendingBadge } from '@/features/admin-audience/components/confirmation-badge';
import { formatTimestamp } from '@/lib/format-date';
import { WAITLIST_ADMIN_COPY as copy } from '../waitlist-copy';
import type { WaitlistGroup } from '../waitlist-groups';
import { NotifyNowButton } from './notify-now-button';

/** Whether, when and how the piece's email went out: 'Emailed Nov 24, 2026 · 3 delivered · 1 failed'. */
function emailStatus(piece: WaitlistPiece): string {
  if (piece.queued === 0 || !piece.lastQueuedAt)
    return piece.available ? copy.notEmailed : copy.emailedWhenAvailable;
  return [
    copy.emailed(formatTimestamp(piece.lastQueuedAt)),
    copy.delivered(piece.delivered),
    piece.failed > 0 ? copy.failed(piece.failed) : null,
    piece.pending > 0
      ? [copy.sending(piece.pending), paceText(piece.pending, piece.pace)].filter(Boolean).join(' ')
      : null,
    piece.skipped > 0 ? copy.left(piece.skipped) : null,
    piece.waiting > 0 ? copy.waiting(piece.waiting) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One piece's waitlist: its name and state, how its email went, and its members in join order. */
export function WaitlistGroupCard({ group }: { group: WaitlistGroup }) {
  const { piece } = group;
  const headingId = useId();
  const pending = group.members.filter((member) => !member.confirmed).length;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
            <h3 id={headingId} className="font-display text-base font-semibold">
              {group.title}
            </h3>
            <Badge tone={piece?.available ? 'available' : 'neutral'}>
              {piece ? (piece.available ? copy.available : copy.notAvailable) : copy.noPiece}
            </Badge>
          </div>
          <p className="text-sm text-muted">
            <span className="font-medium text-foreground tabular-nums">
              {copy.members(group.members.length)}
            </span>
            {pending > 0 ? <> ({copy.pending(pending)})</> : null}
            {piece ? <> · {emailStatus(piece)}</> : null}
          </p>
        </div>
        {piece?.available && piece.waiting > 0 ? <NotifyNowButton piece={piece} /> : null}
      </header>
      {group.members.length > 0 ? (
        <ul className="divide-y divide-border">
          {group.members.map((member) => (
            <li key={member.id}>
              <EmailRow
                email={member.email}
                detail={
                  <>
                    ({member.sculptureType})
                    <PendingBadge confirmed={member.confirmed} />
                  </>
                }
                createdAt={member.createdAt}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
