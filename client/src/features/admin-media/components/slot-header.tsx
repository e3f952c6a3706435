import type { ReactNode } from 'react';

/** The name of a slot, what it is for, and (for a list) how full it is. */
export function SlotHeader({
  id,
  label,
  hint,
  count,
}: {
  id: string;
  label: string;
  hint: string;
  count?: ReactNode;
}) {
  return (
    <header className="grid gap-0.5">
      <div className="flex items-baseline justify-between gap-2">
        <h4 id={id} className="text-sm font-semibold">
          {label}
        </h4>
        {count ? <span className="text-xs font-medium text-muted tabular-nums">{count}</span> : null}
      </div>
      <p className="text-xs text-muted">{hint}</p>
    </header>
  );
}
