import type { WaitlistPiece } from '@contract/audience';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { paceText } from '@/features/admin-audience/campaign-progress';
import { formatTimestamp } from '@/lib/format-date';
import { WAITLIST_ADMIN_COPY as copy } from '../waitlist-copy';
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

/**
 * One piece's waitlist: its name and state, how many wait, how its email went, and "Notify now"
 * when it is available. Its members are in the searched list below the cards.
 */
export function WaitlistGroupCard({ piece }: { piece: WaitlistPiece }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface">
      <header className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 sm:px-5">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
            <h3 id={headingId} className="font-display text-base font-semibold">
              {piece.title}
            </h3>
            <Badge tone={piece.available ? 'available' : 'neutral'}>
              {piece.available ? copy.available : copy.notAvailable}
            </Badge>
          </div>
          <p className="text-sm text-muted">
            <span className="font-medium text-foreground tabular-nums">{copy.members(piece.members)}</span> ·{' '}
            {emailStatus(piece)}
          </p>
        </div>
        {piece.available && piece.waiting > 0 ? <NotifyNowButton piece={piece} /> : null}
      </header>
    </section>
  );
}
