import type { AdminDraw } from '@contract/draws';
import { SIZE_MODEL_LABELS } from '@contract/limits';
import { pathOf, ROUTES } from '@contract/page-paths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormSection } from '@/components/admin/form-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatTimestamp } from '@/lib/format-date';
import { drawQueries, useCloseDraw } from '../api';
import { DRAW_ADMIN_COPY as COPY } from '../draw-admin-copy';

/** Each size's draw of a piece: how entries stand, its state and result, and the early close. */
export function DrawPanel({ sculptureId, slug }: { sculptureId: number; slug: string }) {
  const draws = useQuery(drawQueries.ofPiece(sculptureId));
  return (
    <FormSection title={COPY.panel.title} description={COPY.panel.description}>
      <div className="grid gap-4 md:col-span-2">
        {draws.isPending ? (
          <p className="text-sm text-muted">{COPY.panel.loading}</p>
        ) : draws.isError ? (
          <p role="alert" className="text-sm text-sold-out">
            {COPY.panel.failed}
          </p>
        ) : draws.data.length === 0 ? (
          <p className="text-sm text-muted">{COPY.panel.none}</p>
        ) : (
          draws.data.map((draw) => (
            <OneDraw key={draw.size} draw={draw} sculptureId={sculptureId} slug={slug} />
          ))
        )}
      </div>
    </FormSection>
  );
}

function OneDraw({ draw, sculptureId, slug }: { draw: AdminDraw; sculptureId: number; slug: string }) {
  const [asking, setAsking] = useState(false);
  const close = useCloseDraw(sculptureId);
  const size = SIZE_MODEL_LABELS[draw.size];
  const { view } = draw;
  const facts: [string, string][] = [
    [COPY.entries, String(draw.entries)],
    [COPY.confirmed, String(draw.confirmed)],
    [COPY.withoutChallenge, String(draw.withoutChallenge)],
  ];
  if (view.state === 'drawn')
    facts.push([COPY.held, String(draw.held)], [COPY.waiting, String(draw.waiting)]);
  if (view.closedAt)
    facts.push([draw.closedEarly ? COPY.closedEarly : COPY.closedAt, formatTimestamp(view.closedAt)]);
  else if (view.closesAt) facts.push([COPY.closesAt, formatTimestamp(view.closesAt)]);
  return (
    <article
      aria-label={`${size} draw`}
      className="grid gap-3 rounded-[var(--radius-control)] border border-border p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display font-semibold">{size}</h3>
        <span className="text-sm text-accent" data-testid={`draw-state-${draw.size}`}>
          {COPY.state[view.state]}
        </span>
      </header>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={pathOf(ROUTES.draw, { slug, size: draw.size })}
          target="_blank"
          rel="noreferrer"
          className="text-sm underline underline-offset-4"
        >
          {COPY.publicPage}
        </a>
        {view.state === 'open' ? (
          <Button size="sm" variant="secondary" disabled={close.isPending} onClick={() => setAsking(true)}>
            {close.isPending ? COPY.close.pending : COPY.close.button}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={COPY.close.title}
        description={COPY.close.description(size, draw.confirmed)}
        confirmLabel={COPY.close.confirm}
        pendingLabel={COPY.close.pending}
        pending={close.isPending}
        destructive
        onConfirm={() => close.mutate(draw.size, { onSettled: () => setAsking(false) })}
      />
    </article>
  );
}
