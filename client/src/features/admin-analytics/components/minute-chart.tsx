import type { DropReport } from '@contract/analytics';
import { ANALYTICS_COPY } from '../analytics-copy';

const SIZES = ['100', '450'] as const;
type Size = (typeof SIZES)[number];
/** Each size's line: solid for the 12 inch, dashed for the 54 inch (told apart without colour). */
const DASH: Record<Size, string | undefined> = { '100': undefined, '450': '6 4' };
/** The plot's own units: the SVG stretches to the card, its labels are HTML and keep their size. */
const W = 1000;
const H = 200;

/**
 * The chart of the minute, drawn by hand in SVG: reservation requests per minute after the release
 * as bars (left scale), and the numbers left of each size as steps at the second they moved
 * (right scale, from the edition size down to none).
 */
export function MinuteChart({ report }: { report: DropReport }) {
  const minutes = report.minutes;
  const spanSeconds = minutes.length * 60;
  const step = W / Math.max(1, minutes.length);
  const mostRequests = Math.max(1, ...minutes.map((m) => m.requests));
  const mostLeft = Math.max(1, ...report.sizes.map((size) => size.editionSize));
  const sizes = SIZES.filter((size) => report.sizes.some((entry) => entry.size === size));
  const tickEvery = minutes.length > 60 ? 15 : 5;
  const ticks = minutes.filter((m) => m.minute % tickEvery === 0).map((m) => m.minute);
  const x = (second: number) => (Math.min(second, spanSeconds) / spanSeconds) * W;
  const y = (value: number, most: number) => H - (value / most) * (H - 4);
  const steps = (size: Size) => {
    const moves = report.stock.filter((entry) => entry.size === size);
    const points: string[] = [];
    let last: number | undefined;
    for (const move of moves) {
      if (last !== undefined) points.push(`${x(move.second)},${y(last, mostLeft)}`);
      points.push(`${x(move.second)},${y(move.left, mostLeft)}`);
      last = move.left;
    }
    if (last !== undefined) points.push(`${W},${y(last, mostLeft)}`);
    return points.join(' ');
  };
  const label =
    `${ANALYTICS_COPY.report.minute}: ${minutes.reduce((sum, m) => sum + m.requests, 0)} requests in the first ` +
    `${minutes.length} minutes; ` +
    sizes
      .map((size) => {
        const soldOut = report.sizes.find((entry) => entry.size === size)?.soldOutAfterMinutes ?? null;
        return `${ANALYTICS_COPY.report.size[size]} ${soldOut === null ? 'not sold out' : `sold out after ${ANALYTICS_COPY.minutes(soldOut)}`}`;
      })
      .join(', ');

  return (
    <figure className="grid gap-2">
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span>
          <span aria-hidden className="mr-1.5 inline-block size-2.5 rounded-sm bg-foreground/70" />
          Requests per minute (left)
        </span>
        {sizes.map((size) => (
          <span key={size}>
            <svg aria-hidden className="mr-1.5 inline-block h-2 w-5 align-middle" viewBox="0 0 20 4">
              <line
                x1={0}
                x2={20}
                y1={2}
                y2={2}
                strokeWidth={2}
                strokeDasharray={DASH[size]}
                className="stroke-accent-ink"
              />
            </svg>
            {ANALYTICS_COPY.report.size[size]} numbers left (right)
          </span>
        ))}
      </figcaption>
      <div className="grid grid-cols-[2rem_minmax(0,1fr)_2rem] gap-x-1 text-[0.6875rem] text-muted tabular-nums">
        <div aria-hidden className="flex flex-col justify-between text-right">
          <span>{mostRequests}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="h-40 w-full overflow-visible border-b border-border sm:h-48"
          data-chart="minute"
        >
          {minutes.map((m) => (
            <rect
              key={m.minute}
              x={m.minute * step + step * 0.15}
              width={Math.max(1, step * 0.7)}
              y={y(m.requests, mostRequests)}
              height={H - y(m.requests, mostRequests)}
              className="fill-foreground/70"
            >
              <title>{`Minute ${m.minute}: ${m.requests} requests`}</title>
            </rect>
          ))}
          {sizes.map((size) => (
            <polyline
              key={size}
              fill="none"
              strokeWidth={2.5}
              strokeDasharray={DASH[size]}
              vectorEffect="non-scaling-stroke"
              className="stroke-accent-ink"
              points={steps(size)}
            >
              <title>{`${ANALYTICS_COPY.report.size[size]} numbers left`}</title>
            </polyline>
          ))}
        </svg>
        <div aria-hidden className="flex flex-col justify-between">
          <span>{mostLeft}</span>
          <span>0</span>
        </div>
        <div aria-hidden className="relative col-start-2 h-4">
          {ticks.map((minute) => (
            <span
              key={minute}
              className="absolute -translate-x-1/2"
              style={{ left: `${(minute / minutes.length) * 100}%` }}
            >
              {`+${minute}′`}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}
