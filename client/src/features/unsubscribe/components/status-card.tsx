import type { ComponentType } from 'react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { IconProps } from '@/components/icons/icon';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'border-border text-foreground',
  accent: 'border-accent/50 text-accent',
  error: 'border-sold-out/50 text-sold-out',
} as const;

interface StatusCardProps {
  icon: ComponentType<IconProps>;
  tone?: keyof typeof tones;
  title: string;
  children: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Take focus when shown, so a screen reader reads the outcome of what the visitor just did. */
  focusOnMount?: boolean;
}

/** One state of the unsubscribe page: a mark, a heading, the words, what to do next. */
export function StatusCard({
  icon: Icon,
  tone = 'neutral',
  title,
  children,
  actions,
  focusOnMount,
}: StatusCardProps) {
  const titleId = useId();
  const textId = useId();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) card.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      ref={card}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="grid gap-5 rounded-[var(--radius-control)] border border-border bg-surface p-6 outline-none sm:p-10"
    >
      <span className={cn('grid size-12 place-items-center rounded-full border bg-background', tones[tone])}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="grid gap-2">
        <h2 id={titleId} className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <div id={textId} className="grid gap-2 leading-relaxed text-muted">
          {children}
        </div>
      </div>
      {actions ? <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:flex-wrap">{actions}</div> : null}
    </section>
  );
}
