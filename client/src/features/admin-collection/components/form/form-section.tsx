import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  className?: string;
  /** Overrides the two-column field grid. */
  fieldsClassName?: string;
  /** The fields; they flow in two columns from md up. */
  children: ReactNode;
}

/** One titled card of the sculpture form. */
export function FormSection({ title, description, className, fieldsClassName, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('grid min-w-0 gap-4 rounded-lg border border-border bg-surface p-4 sm:p-5', className)}
    >
      <header className="grid gap-1">
        <h3 id={titleId} className="font-display text-base font-semibold">
          {title}
        </h3>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </header>
      <div className={cn('grid gap-4 md:grid-cols-2', fieldsClassName)}>{children}</div>
    </section>
  );
}
