import type { DrawView } from '@contract/draws';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DRAW_COPY_PAGE as copy } from '@/config/copy/draw';
import type { CheckLine } from '../check/recompute';
import { DrawCard } from './draw-card';

/** The in-page check: its code (SHA-256 and the ranking) loads only when pressed. */
export function DrawCheck({ view }: { view: DrawView }) {
  const [lines, setLines] = useState<CheckLine[] | null>(null);
  const [running, setRunning] = useState(false);
  async function run() {
    setRunning(true);
    try {
      const { recomputeDraw } = await import('../check/recompute');
      setLines(recomputeDraw(view));
    } finally {
      setRunning(false);
    }
  }
  const agrees = lines?.every((line) => line.agrees);
  return (
    <DrawCard title={copy.check.heading}>
      <p className="text-sm text-muted">{copy.check.text}</p>
      <Button
        type="button"
        size="lg"
        className="justify-self-start"
        disabled={running}
        onClick={() => void run()}
      >
        {running ? copy.check.running : copy.check.button}
      </Button>
      {lines ? (
        <div role="status" className="grid gap-2">
          <ul className="grid gap-1 text-sm">
            {lines.map((line) => (
              <li key={line.label} className="flex gap-2">
                <span aria-hidden className={line.agrees ? 'text-available' : 'text-sold-out'}>
                  {line.agrees ? '✓' : '✗'}
                </span>
                <span>
                  <span className="sr-only">{line.agrees ? 'Agrees: ' : 'Does not agree: '}</span>
                  {line.label}
                </span>
              </li>
            ))}
          </ul>
          <p className={agrees ? 'font-medium text-accent' : 'font-medium text-sold-out'}>
            {agrees ? copy.check.agrees : copy.check.disagrees}
          </p>
        </div>
      ) : null}
      <p className="text-xs text-muted">{copy.check.howto}</p>
    </DrawCard>
  );
}
