import { RESERVATION_STATE_NAMES } from '@contract/reservation-states';
import type { AdminReservation, AdminReservationLines } from '@contract/reservations';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { relativeTo } from '../age';
import { RESERVATION_ADMIN_COPY as COPY } from '../reservation-admin-copy';
import { DecideButtons } from './decide-buttons';

type Line = AdminReservationLines['lines'][number];

const STATE_TONES: Record<AdminReservation['state'], BadgeTone> = {
  waiting: 'neutral',
  held: 'accent',
  sold: 'available',
  released: 'soldOut',
  lapsed: 'soldOut',
};

function Request({ request, now }: { request: AdminReservation; now: string }) {
  const open = request.state === 'held' || request.state === 'waiting';
  return (
    <li className="grid gap-3 rounded-[var(--radius-control)] border border-border bg-background/40 p-4 sm:grid-cols-[auto_1fr_auto] sm:items-start sm:gap-5">
      <p className="font-display text-2xl font-semibold tabular-nums text-foreground/90">
        {request.position}
      </p>
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-foreground">{request.name}</span>
          <Badge tone={STATE_TONES[request.state]}>{RESERVATION_STATE_NAMES[request.state]}</Badge>
          {request.number !== null ? <span className="text-muted">{COPY.number(request.number)}</span> : null}
        </p>
        <p className="break-all text-muted">
          {request.email}
          {request.phone ? ` · ${request.phone}` : ''}
        </p>
        {request.message ? <p className="whitespace-pre-line text-foreground/85">{request.message}</p> : null}
        <p className="text-xs text-muted">
          {COPY.asked(relativeTo(request.createdAt, now))}
          {request.state === 'held' || request.state === 'waiting'
            ? ` · ${request.confirmedAt ? COPY.confirmedByCollector : COPY.notConfirmed}`
            : ''}
          {request.lapsesAt ? ` · ${COPY.lapses(relativeTo(request.lapsesAt, now))}` : ''}
          {request.lapseReason ? ` · ${COPY.lapsed[request.lapseReason]}` : ''}
          {request.lastEmail ? ` · ${COPY.email[request.lastEmail]}` : ''}
        </p>
      </div>
      {open ? <DecideButtons request={request} /> : null}
    </li>
  );
}

/** One size's line of requests, in order of place. */
export function ReservationLine({ line, now }: { line: Line; now: string }) {
  return (
    <section className="grid gap-3" aria-labelledby={`line-${line.size}`}>
      <h3 id={`line-${line.size}`} className="font-display text-base font-semibold">
        {COPY.sizes[line.size]}
      </h3>
      <ol className="grid gap-2">
        {line.requests.map((request) => (
          <Request key={request.id} request={request} now={now} />
        ))}
      </ol>
    </section>
  );
}
