import { RESERVATION_STATE_NAMES } from '@contract/reservation-states';
import {
  type AdminReservation,
  type AdminReservationLines,
  RESERVATION_PAGE_SIZE,
} from '@contract/reservations';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { relativeTo } from '../age';
import { reservationQueries } from '../api';
import { RESERVATION_ADMIN_COPY as COPY } from '../reservation-admin-copy';
import { DecideButtons, type SaleLine } from './decide-buttons';

type Line = AdminReservationLines['lines'][number];

const STATE_TONES: Record<AdminReservation['state'], BadgeTone> = {
  waiting: 'neutral',
  held: 'accent',
  sold: 'available',
  released: 'soldOut',
  lapsed: 'soldOut',
};

function Request({ request, line, now }: { request: AdminReservation; line: SaleLine; now: string }) {
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
          {request.unsolved ? (
            <>
              <Badge tone="soldOut" title={COPY.unsolvedHint}>
                {COPY.unsolved}
              </Badge>
              <span className="sr-only">{COPY.unsolvedHint}</span>
            </>
          ) : null}
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
      {open ? <DecideButtons request={request} line={line} /> : null}
    </li>
  );
}

/** One size's line of requests, in order of place, a page at a time (read from the server). */
export function ReservationLine({
  sculptureId,
  firstPage,
  now,
}: {
  sculptureId: number;
  firstPage: Line;
  now: string;
}) {
  const [offset, setOffset] = useState(0);
  const later = useQuery({
    ...reservationQueries.linePage(sculptureId, firstPage.size, offset),
    enabled: offset > 0,
  });
  const line = offset === 0 ? firstPage : (later.data?.lines[0] ?? null);
  const total = line?.total ?? firstPage.total;
  const headingId = `line-${firstPage.size}`;
  const paged = total > RESERVATION_PAGE_SIZE;
  const last = Math.min(offset + RESERVATION_PAGE_SIZE, total);
  return (
    <section className="grid gap-3" aria-labelledby={headingId}>
      <div className="grid gap-0.5">
        <h3 id={headingId} className="font-display text-base font-semibold">
          {COPY.sizes[firstPage.size]}
        </h3>
        <p className="text-sm text-muted">{COPY.lineSummary(total, (line ?? firstPage).counts)}</p>
      </div>
      {line ? (
        <ol className="grid gap-2" aria-busy={later.isFetching}>
          {line.requests.map((request) => (
            <Request
              key={request.id}
              request={request}
              line={{ sculptureId, size: firstPage.size }}
              now={offset === 0 ? now : (later.data?.now ?? now)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{COPY.page.loading}</p>
      )}
      {paged ? (
        <nav
          aria-label={`${COPY.sizes[firstPage.size]} pages`}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-muted" aria-live="polite">
            {COPY.page.showing(offset + 1, last, total)}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - RESERVATION_PAGE_SIZE))}
            >
              {COPY.page.previous}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={last >= total}
              onClick={() => setOffset(offset + RESERVATION_PAGE_SIZE)}
            >
              {COPY.page.next}
            </Button>
          </div>
        </nav>
      ) : null}
    </section>
  );
}
