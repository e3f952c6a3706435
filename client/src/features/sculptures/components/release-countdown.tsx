import { renderedAtDataKey } from '@contract/page-queries';
import { useEffect, useState } from 'react';
import { TEASER_COPY } from '@/config/copy/sculpture';
import { cn } from '@/lib/cn';
import { formatCountdown, formatReleaseTime } from '@/lib/countdown';
import { useViewerTimeZone } from '@/lib/hydrated';
import { useDataCache } from '@/lib/use-data';
import { sculpturesQuery } from '../api';

const SECOND_MS = 1000;

/**
 * The clock a countdown reads. While React hydrates, and on the server, it is the moment the page
 * was rendered, in UTC, so both write the same text; from then on it is the visitor's clock, read
 * every second, in the visitor's own time zone.
 */
function useClock(): { now: number; timeZone?: string; ticking: boolean } {
  const renderedAt = useDataCache().get<string>(renderedAtDataKey());
  const timeZone = useViewerTimeZone();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(id);
  }, []);
  if (timeZone) return { now, timeZone, ticking: true };
  return { now: renderedAt ? Date.parse(renderedAt) : now, ticking: false };
}

/**
 * Once the time has come, asks for the list every second until it shows the piece unlocked (the
 * server decides; a visitor's fast clock only costs a request or two). The piece's card or page
 * then draws it, and this countdown goes away with the teaser. Several countdowns due together
 * share one request in flight.
 */
function useRefetchWhenDue(due: boolean): void {
  const cache = useDataCache();
  useEffect(() => {
    if (!due) return;
    const refetch = () => void cache.fetch(sculpturesQuery().key);
    refetch();
    const id = setInterval(refetch, SECOND_MS);
    return () => clearInterval(id);
  }, [due, cache]);
}

interface ReleaseCountdownProps {
  releaseAt: string;
  /** A card's compact line, or the teaser page's large one. */
  size?: 'card' | 'page';
  className?: string;
}

/** When a scheduled piece drops: the time left, and the date and time with the zone it is in. */
export function ReleaseCountdown({ releaseAt, size = 'card', className }: ReleaseCountdownProps) {
  const { now, timeZone, ticking } = useClock();
  const left = formatCountdown(Date.parse(releaseAt) - now, { ticking });
  useRefetchWhenDue(left === null);
  const page = size === 'page';
  return (
    <p className={cn('grid gap-0.5', className)}>
      <span
        // Tabular figures: the seconds tick without the line changing width.
        className={cn(
          'font-display font-semibold text-accent tabular-nums',
          page ? 'text-2xl sm:text-3xl' : 'text-sm',
        )}
      >
        {left === null ? TEASER_COPY.droppingNow : `${TEASER_COPY.dropsIn} ${left}`}
      </span>
      <time dateTime={releaseAt} className={cn('text-muted', page ? 'text-sm' : 'text-xs')}>
        {formatReleaseTime(releaseAt, timeZone)}
      </time>
    </p>
  );
}
