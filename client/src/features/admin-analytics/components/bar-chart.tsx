/**
 * A small bar chart drawn by hand in SVG (no chart library in the dashboard's chunks): one bar
 * per value, with an optional line over the bars (a second series on the same scale). Each bar
 * names its value in a tooltip; the figure's label says what it shows, and the numbers are in the
 * tables beside it for a screen reader.
 */
export function BarChart({
  label,
  values,
  names,
  line,
  height = 120,
  className = 'h-32',
}: {
  label: string;
  values: number[];
  /** The name of each bar (its day or hour), for its tooltip. */
  names: string[];
  line?: { values: number[]; name: string };
  height?: number;
  /** Its height on screen (it stretches to its card's width). */
  className?: string;
}) {
  const width = 600;
  const top = Math.max(1, ...values, ...(line?.values ?? []));
  const step = width / Math.max(1, values.length);
  const y = (value: number) => height - (value / top) * (height - 8);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={`${className} w-full overflow-visible`}
    >
      <line x1={0} x2={width} y1={height} y2={height} className="stroke-border" strokeWidth={1} />
      {values.map((value, i) => (
        <rect
          key={i}
          x={i * step + step * 0.15}
          width={Math.max(1, step * 0.7)}
          y={y(value)}
          height={height - y(value)}
          className="fill-foreground/70"
        >
          <title>{`${names[i]}: ${value.toLocaleString('en-US')}`}</title>
        </rect>
      ))}
      {line ? (
        <polyline
          fill="none"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          className="stroke-accent-ink"
          points={line.values.map((value, i) => `${i * step + step / 2},${y(value)}`).join(' ')}
        >
          <title>{line.name}</title>
        </polyline>
      ) : null}
    </svg>
  );
}
