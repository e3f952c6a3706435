import type { Inquiry } from '@contract/inquiry';
import { Badge } from '@/components/ui/badge';
import { formatTimestamp } from '@/lib/format-date';

/** One inquiry in the list (name, email, subject, message, date); every field is the visitor's text, rendered as text. */
export function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const details = [
    { label: 'Location', value: inquiry.location },
    { label: 'Interest', value: inquiry.sculptureInterest },
  ].filter((detail) => detail.value !== '');
  return (
    <article className="grid gap-3 rounded-lg border border-border bg-surface p-4">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1">
          <h3 className="font-semibold break-words">{inquiry.name}</h3>
          {inquiry.isCollector === 'true' ? <Badge tone="available">Collector</Badge> : null}
          {inquiry.isGallery === 'true' ? <Badge tone="accent">Gallery</Badge> : null}
        </div>
        <time dateTime={inquiry.createdAt} className="text-xs text-muted tabular-nums">
          {formatTimestamp(inquiry.createdAt)}
        </time>
      </header>
      <a
        href={`mailto:${inquiry.email}`}
        className="-mt-2 w-fit text-sm break-all text-muted underline-offset-2 hover:text-foreground hover:underline"
      >
        {inquiry.email}
      </a>
      {inquiry.phone ? (
        <a
          href={`tel:${inquiry.phone.replace(/[^+0-9]/g, '')}`}
          className="-mt-2 w-fit text-sm text-muted tabular-nums underline-offset-2 hover:text-foreground hover:underline"
        >
          <span className="sr-only">Phone: </span>
          {inquiry.phone}
        </a>
      ) : null}
      {details.length > 0 ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {details.map((detail) => (
            <div key={detail.label} className="flex gap-1.5">
              <dt className="text-muted">{detail.label}:</dt>
              <dd className="font-medium">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="border-t border-border pt-3 text-sm leading-relaxed whitespace-pre-line break-words">
        {inquiry.message}
      </p>
    </article>
  );
}
