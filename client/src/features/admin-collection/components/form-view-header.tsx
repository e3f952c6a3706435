import { type ReactNode, useEffect, useRef } from 'react';

export const FORM_VIEW_TITLE_ID = 'sculpture-form-title';

interface FormViewHeaderProps {
  title: string;
  subtitle?: string;
  /** Cancel and Save: kept in view (sticky under the dashboard header) however long the form. */
  actions?: ReactNode;
}

/**
 * The title band of the form view. On mount the page returns to the top and focus moves to
 * the title, so keyboard and screen-reader users land where the new view begins.
 */
export function FormViewHeader({ title, subtitle, actions }: FormViewHeaderProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="sticky top-14 z-20 -mx-4 flex items-center justify-between gap-3 border-b border-border bg-background px-4 py-3 sm:-mx-6 sm:px-6">
      <div className="grid min-w-0 gap-0.5">
        <h2
          id={FORM_VIEW_TITLE_ID}
          ref={headingRef}
          tabIndex={-1}
          className="truncate font-display text-xl font-bold tracking-tight outline-none sm:text-2xl"
        >
          {title}
        </h2>
        {subtitle ? <p className="truncate text-sm text-muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}
