import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface TitledCardProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (a list's export, a form's send). */
  action?: ReactNode;
  /** Buttons under the body, right-aligned. */
  footer?: ReactNode;
  className?: string;
  /** Overrides the body's single-column grid (the sculpture form flows in two columns). */
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * A titled white card: the unit every admin form is built from. The footer sits at the
 * bottom, so cards side by side in a grid row line up their buttons.
 */
export function TitledCard({
  title,
  description,
  action,
  footer,
  className,
  bodyClassName,
  children,
}: TitledCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-5',
        className,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid gap-1">
          <h3 id={titleId} className="font-display text-base font-semibold">
            {title}
          </h3>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </div>
        {action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
      </header>
      <div className={cn('grid gap-4', bodyClassName)}>{children}</div>
      {footer ? (
        <div className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
          {footer}
        </div>
      ) : null}
    </section>
  );
}
