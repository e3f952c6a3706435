import type { ReactNode } from 'react';

interface SectionHeaderProps {
  title: string;
  description?: string;
  /** A button on the right, e.g. 'New Post'. */
  action?: ReactNode;
}

/** The heading row of a content tab. */
export function SectionHeader({ title, description, action }: SectionHeaderProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
      <div className="grid gap-1">
        <h2 className="font-display text-lg font-semibold">{title}</h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
