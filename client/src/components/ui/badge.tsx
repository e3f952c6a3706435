import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'border-foreground/15 bg-foreground/5 text-foreground/80',
  available: 'border-available/40 bg-available/12 text-available',
  soldOut: 'border-sold-out/40 bg-sold-out/12 text-sold-out',
  accent: 'border-accent/45 bg-accent/12 text-accent-ink',
  solid: 'border-transparent bg-accent text-accent-foreground',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small VHS-label style tag: uppercase, tracked, faint scan lines. */
export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'bg-scanlines inline-flex items-center gap-1.5 rounded-[3px] border px-2 py-0.5 font-display text-[0.6875rem] font-semibold tracking-[0.12em] uppercase',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
