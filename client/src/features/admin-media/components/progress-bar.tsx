import { cn } from '@/lib/cn';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** Names the bar for assistive technology: 'Uploading front.jpg'. */
  label: string;
  className?: string;
}

/** A thin determinate progress bar in the accent colour. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn(
        'h-1.5 w-full overflow-hidden rounded-full bg-foreground/10 ring-1 ring-foreground/5 ring-inset',
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-accent-ink transition-[width] duration-200 ease-out motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
