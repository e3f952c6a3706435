import { cn } from '@/lib/cn';

export interface Notice {
  title: string;
  description: string;
}

/**
 * A form's result written into the page, as its toast would say it: what a form sent without
 * script shows once the server has answered (the page it lands on, or the page rendered again).
 */
export function FormNotice({
  notice,
  tone,
  className,
}: {
  notice: Notice;
  tone: 'success' | 'error';
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'grid gap-1 rounded-[var(--radius-control)] border px-4 py-3 text-sm',
        tone === 'success'
          ? 'border-accent/60 bg-accent/10 text-foreground'
          : 'border-red-500/60 bg-red-950 text-red-50',
        className,
      )}
    >
      <p className="font-display font-semibold">{notice.title}</p>
      <p className={tone === 'success' ? 'text-muted' : 'text-red-100'}>{notice.description}</p>
    </div>
  );
}
