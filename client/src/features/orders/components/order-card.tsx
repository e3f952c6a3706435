import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** One titled block of the order page: the piece, paying, the bank details, the address, delivery. */
export function OrderCard({
  title,
  children,
  className,
  tone = 'neutral',
}: {
  title: string;
  children: ReactNode;
  className?: string;
  /** An accent edge for the block that asks something of the collector now. */
  tone?: 'neutral' | 'accent';
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'grid content-start gap-5 rounded-2xl border bg-surface p-6 sm:p-8',
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

/** A label and its value, in a list of facts. */
export function Fact({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={cn('text-right text-foreground', strong ? 'text-lg font-semibold' : 'text-sm')}>
        {children}
      </dd>
    </div>
  );
}
