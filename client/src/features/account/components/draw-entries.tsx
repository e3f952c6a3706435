import type { AccountDrawEntry } from '@contract/account';
import { SIZE_MODEL_LABELS } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { ACCOUNT_COPY as copy } from '../copy';
import { AccountSection, ActionForm } from './account-section';

// In UTC, said so: the page is rendered on the server, where the visitor's zone is unknown.
const moment = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
const linkClass = 'text-sm font-medium text-accent underline underline-offset-4 hover:text-foreground';

/** Where the entry stands, in the collector's words: before the close, after it, after the draw. */
function standing(entry: AccountDrawEntry): string[] {
  if (entry.drawState === 'open')
    return [
      entry.confirmed
        ? copy.entryOpenConfirmed(moment(entry.closesAt!))
        : copy.entryOpenUnconfirmed(moment(entry.closesAt!)),
    ];
  if (!entry.confirmed || (entry.drawState === 'drawn' && entry.drawnPlace === null))
    return [copy.entryNotInDraw];
  if (entry.drawState === 'closed')
    return [copy.entryClosedConfirmed(moment(entry.closedAt ?? entry.closesAt!))];
  const place = copy.drawnPlace(entry.drawnPlace!, entry.drawnOf!);
  switch (entry.reservationState) {
    case 'held':
      return [place, copy.drawnHeld(entry.number!), ...(entry.orderPath ? [] : [copy.drawnHeldNoOrder])];
    case 'sold':
      return [place, copy.drawnSold(entry.number!)];
    case 'waiting':
      return [place, copy.drawnWaiting];
    case 'released':
    case 'lapsed':
      return [place, copy.drawnEnded];
    default:
      return [place, copy.drawnNoNumber];
  }
}

/** The draws the collector entered: their entry code, where it stands, and the draw's page to check it. */
export function DrawEntries({ entries }: { entries: AccountDrawEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <AccountSection title={copy.draws}>
      <ul className="grid gap-4">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-2 border-t border-border pt-3 first:border-0 first:pt-0">
            <p className="font-medium text-foreground">
              {entry.title}, {SIZE_MODEL_LABELS[entry.size]}
            </p>
            <p className="text-sm text-muted">
              {copy.entryCode} <span className="font-mono text-foreground">{entry.entryCode}</span>
            </p>
            {standing(entry).map((line) => (
              <p key={line} className="text-sm text-foreground">
                {line}
              </p>
            ))}
            <div className="flex flex-wrap items-center gap-4">
              {entry.drawState === 'open' && !entry.confirmed ? (
                <ActionForm action="confirm-draw-entry">
                  <input type="hidden" name="id" value={entry.id} />
                  <Button type="submit" size="sm" aria-label={`${copy.confirmEntry}: ${entry.title}`}>
                    {copy.confirmEntry}
                  </Button>
                </ActionForm>
              ) : null}
              {entry.orderPath && entry.reservationState === 'held' ? (
                <a className={linkClass} href={entry.orderPath}>
                  {copy.payOrder}
                </a>
              ) : null}
              <a className={linkClass} href={entry.drawPath}>
                {copy.checkDraw}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
