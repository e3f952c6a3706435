import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PageHeaderProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The opening block of an inner page: small eyebrow, chrome display title, short intro. */
export function PageHeader({ eyebrow, title, intro, className, children }: PageHeaderProps) {
  return (
    <header className={cn('grid max-w-3xl gap-4', className)}>
      {eyebrow ? (
        <p className="font-display text-xs font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-chrome font-display text-4xl leading-[1.05] font-bold tracking-tight sm:text-5xl lg:text-6xl">
        {title}
      </h1>
      {intro ? <p className="max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{intro}</p> : null}
      {children}
    </header>
  );
}

/** The page-width container every public section uses. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-5 sm:px-8', className)}>{children}</div>;
}
