import type { ReactNode } from 'react';
import { formatTimestamp } from '@/lib/format-date';

interface EmailRowProps {
  email: string;
  /** Shown muted after the address, e.g. the sculpture of a waitlist entry. */
  detail?: ReactNode;
  createdAt: string;
}

/** One address of an audience list and the day it joined; stacked on a phone, one line wider. */
export function EmailRow({ email, detail, createdAt }: EmailRowProps) {
  return (
    <div className="grid gap-0.5 px-4 py-2.5 text-sm sm:flex sm:items-baseline sm:justify-between sm:gap-4 sm:px-5">
      <span className="min-w-0 break-all">
        {email}
        {detail ? <span className="text-muted"> {detail}</span> : null}
      </span>
      <time dateTime={createdAt} className="shrink-0 text-xs text-muted tabular-nums">
        {formatTimestamp(createdAt)}
      </time>
    </div>
  );
}
