import type { DropReport } from '@contract/analytics';
import { ANALYTICS_COPY } from '../analytics-copy';

const SIZES = ['100', '450'] as const;
/** Each size's line: solid for the 12 inch, dashed for the 54 inch (told apart without colour). */
const DASH: Record<(typeof SIZES)[number], string | undefined> = { '100': undefined, '450': '6 4' };

/**
 * The chart of the minute, drawn by hand in SVG: reservation requests per minute after the release
 * as bars (left scale), and the numbers left of each size as steps (right scale, from the edition
 * size down to none).
 */
export function MinuteChart({ report }: { report: DropReport }) {
  const width = 600;
  const height = 180;
  const pad = { left: 34, right: 34, top: 10, bottom: 22 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const minutes = report.minutes;
  const step = plotW / Math.max(1, minutes.length);
  const mostRequests = Math.max(1, ...minutes.map((m) => m.requests));
  const mostLeft = Math.max(1, ...report.sizes.map((size) => size.editionSize));
  const yRequests = (value: number) => pad.top + plotH - (value / mostRequests) * plotH;
  const yLeft = (value: number) => pad.top + plotH - (value / mostLeft) * plotH;
  const sizes = SIZES.filter((size) => report.sizes.some((entry) => entry.size === size));
  const ticks = minutes.filter((m) => m.minute % (minutes.length > 60 ? 15 : 5) === 0);
  const label =
    `${ANALYTICS_COPY.report.minute}: ${minutes.reduce((sum, m) => sum + m.requests, 0)} requests in the first ` +
    `${minutes.length} minutes; ` +
    sizes
      .map((size) => {
        const figure = report.sizes.find((entry) => entry.size === size);
        const soldOut = figure?.soldOutAfterMinutes;
        return `${ANALYTICS_COPY.report.size[size]} ${soldOut === null || soldOut === undefined ? 'not sold out' : `sold out after ${ANALYTICS_COPY.minutes(soldOut)}`}`;
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
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        className="w-full"
        data-chart="minute"
      >
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={pad.top + plotH}
          y2={pad.top + plotH}
          className="stroke-border"
        />
        <text x={pad.left - 6} y={pad.top + 4} textAnchor="end" className="fill-muted text-[10px]">
          {mostRequests}
        </text>
        <text x={pad.left - 6} y={pad.top + plotH} textAnchor="end" className="fill-muted text-[10px]">
          0
        </text>
        <text x={width - pad.right + 6} y={pad.top + 4} className="fill-muted text-[10px]">
          {mostLeft}
        </text>
        <text x={width - pad.right + 6} y={pad.top + plotH} className="fill-muted text-[10px]">
          0
        </text>
        {ticks.map((m) => (
          <text
            key={m.minute}
            x={pad.left + m.minute * step}
            y={height - 6}
            textAnchor="middle"
            className="fill-muted text-[10px]"
          >
            {`+${m.minute}′`}
          </text>
        ))}
        {minutes.map((m) => (
          <rect
            key={m.minute}
            x={pad.left + m.minute * step + step * 0.15}
            width={Math.max(1, step * 0.7)}
            y={yRequests(m.requests)}
            height={pad.top + plotH - yRequests(m.requests)}
            className="fill-foreground/70"
          >
            <title>{`Minute ${m.minute}: ${m.requests} requests`}</title>
          </rect>
        ))}
        {sizes.map((size) => {
          const points: string[] = [];
          for (const m of minutes) {
            const left = m.left[size];
            if (left === null) continue;
            const x0 = pad.left + m.minute * step;
            points.push(`${x0},${yLeft(left)}`, `${x0 + step},${yLeft(left)}`);
          }
          return (
            <polyline
              key={size}
              fill="none"
              strokeWidth={2.5}
              strokeDasharray={DASH[size]}
              className="stroke-accent-ink"
              points={points.join(' ')}
            />
          );
        })}
      </svg>
    </figure>
  );
}
