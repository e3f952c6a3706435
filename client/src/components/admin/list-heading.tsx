import type { ReactNode } from 'react';

/** The heading row of a list tab: its title, and its actions on the right. */
export function ListHeading({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <h2 className="font-display text-lg font-semibold">{title}</h2>
      {action}
    </div>
  );
}
