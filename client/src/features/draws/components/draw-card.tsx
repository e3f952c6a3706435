import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** One titled block of the draw page. */
export function DrawCard({
  title,
  children,
  tone = 'neutral',
  className,
}: {
  title: string;
  children: ReactNode;
  tone?: 'neutral' | 'accent';
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-2xl border bg-surface p-5 sm:p-8',
        tone === 'accent' ? 'border-accent/50' : 'border-border',
        className,
      )}
    >
      <h2 id={titleId} className="font-display text-xl font-semibold tracking-tight text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A hash or seed: monospaced, broken anywhere so it never widens the page. */
export function Digest({ label, value }: { label: string; value: string }) {
  return (
    <p className="grid gap-1">
      <span className="text-xs uppercase tracking-[0.2em] text-muted">{label}</span>
      <code
        className="break-all font-mono text-sm text-foreground"
        data-testid={`draw-${label.toLowerCase().replaceAll(' ', '-')}`}
      >
        {value}
      </code>
    </p>
  );
}

/** A moment as every reader sees it, server and browser alike: in UTC, said so. */
export const drawMoment = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
