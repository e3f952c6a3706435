import {
  EDITION_STATE_LABELS,
  EDITION_STATES,
  type EditionNumber,
  type EditionState,
} from '@contract/editions';
import { SIZE_MODEL_LABELS, type SizeModel } from '@contract/limits';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { EDITION_COPY } from '../edition-copy';
import { countStates, describeNumber } from '../edition-summary';
import { EditionNumberDialog } from './edition-number-dialog';

const STATE_CLASSES: Record<EditionState, string> = {
  available: 'border-border bg-surface text-foreground hover:border-foreground/40',
  held: 'border-accent bg-accent/15 text-foreground',
  sold: 'border-foreground bg-foreground text-background',
  withheld: 'border-dashed border-muted bg-muted/10 text-muted',
};

/**
 * One size of a piece's register: every number as a square the owner can open (Tab and Enter
 * or Space, as any button), its state in its colour, its pattern and its name, so colour is
 * never the only sign.
 */
export function EditionRegister({
  sculptureId,
  size,
  numbers,
}: {
  sculptureId: number;
  size: SizeModel;
  numbers: EditionNumber[];
}) {
  const [open, setOpen] = useState<EditionNumber | null>(null);
  const counts = countStates(numbers);
  const headingId = `register-${size}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-display text-base font-semibold">
          {SIZE_MODEL_LABELS[size]}: edition of {numbers.length}
        </h3>
        <ul
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted"
          aria-label={`${SIZE_MODEL_LABELS[size]} totals`}
        >
          {EDITION_STATES.map((state) => (
            <li key={state} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className={cn('inline-block size-3 rounded-sm border', STATE_CLASSES[state])}
              />
              {counts[state]} {EDITION_STATE_LABELS[state].toLowerCase()}
            </li>
          ))}
        </ul>
      </div>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] gap-1.5">
        {numbers.map((row) => (
          <li key={row.number}>
            <button
              type="button"
              aria-label={describeNumber(row)}
              title={describeNumber(row)}
              onClick={() => setOpen(row)}
              className={cn(
                'grid h-12 w-full place-items-center rounded-[var(--radius-control)] border text-sm font-semibold tabular-nums transition-colors',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                STATE_CLASSES[row.state],
              )}
            >
              <span className="leading-none">{row.number}</span>
              <span className="text-[0.6rem] leading-none font-normal tracking-wide uppercase opacity-80">
                {row.state === 'available'
                  ? ''
                  : row.state === 'sold' && row.resale
                    ? EDITION_COPY.resold
                    : EDITION_STATE_LABELS[row.state]}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <EditionNumberDialog sculptureId={sculptureId} row={open} onClose={() => setOpen(null)} />
    </section>
  );
}
