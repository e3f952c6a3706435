import { formatLongDate } from '@/lib/format-date';

export function PostDate({ date }: { date: string }) {
  return (
    <time
      dateTime={date}
      className="font-display text-xs font-semibold tracking-[0.18em] text-accent uppercase"
    >
      {formatLongDate(date)}
    </time>
  );
}
