import type { DrawView } from '@contract/draws';
import { DRAW_COPY_PAGE as copy } from '@/config/copy/draw';
import { Digest, DrawCard, drawMoment } from './draw-card';

/** When entries open and close, how many are confirmed, and the commitment made before all of it. */
export function DrawFacts({ view }: { view: DrawView }) {
  const facts: [string, string][] = [];
  if (view.opensAt) facts.push([copy.opens, drawMoment(view.opensAt)]);
  if (view.closedAt)
    facts.push([view.closedAt === view.closesAt ? copy.closed : copy.closedEarly, drawMoment(view.closedAt)]);
  else if (view.closesAt) facts.push([copy.closes, drawMoment(view.closesAt)]);
  facts.push([copy.confirmedSoFar, String(view.confirmedEntries)]);
  return (
    <DrawCard title={copy.commitment.heading}>
      <dl className="grid divide-y divide-border">
        {facts.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-right text-sm text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <Digest label="Commitment" value={view.commitment} />
      <p className="text-sm text-muted">{copy.commitment.text}</p>
    </DrawCard>
  );
}
