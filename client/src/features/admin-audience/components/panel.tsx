import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface PanelProps {
  title: string;
  /** A short line under the title: a count, a hint. */
  note?: ReactNode;
  /** Buttons on the right of the title. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled white card of the Newsletters tab. */
export function Panel({ title, note, action, className, children }: PanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-lg border border-border bg-surface p-4 sm:p-5',
        className,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid gap-0.5">
          <h3 id={titleId} className="font-display text-base font-semibold">
            {title}
          </h3>
          {note ? <p className="text-sm text-muted">{note}</p> : null}
        </div>
        {action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
      </header>
      {children}
    </section>
  );
}
