import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface ContentCardProps {
  title: string;
  description?: ReactNode;
  /** Buttons under the fields, right-aligned. */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A titled white card: the unit every content form is built from. The footer sits at the
 * bottom, so cards side by side in a grid row line up their buttons.
 */
export function ContentCard({ title, description, footer, className, children }: ContentCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-5',
        className,
      )}
    >
      <header className="grid gap-1">
        <h3 id={titleId} className="font-display text-base font-semibold">
          {title}
        </h3>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </header>
      <div className="grid gap-4">{children}</div>
      {footer ? (
        <div className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
          {footer}
        </div>
      ) : null}
    </section>
  );
}
