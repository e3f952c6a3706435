import type { OrderView } from '@contract/sales';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * An invoice, receipt or credit note to download, as a button. Its label names the document's
 * number ("Download credit note INV-2026-0005 (PDF)"), longer than a phone's width: it wraps
 * instead of pushing the page wider than the screen, and never inside the number.
 */
export function DocumentLink({
  document,
  label,
  className,
}: {
  document: NonNullable<OrderView['invoice']>;
  label: string;
  className?: string;
}) {
  const at = label.indexOf(document.number);
  return (
    <Button
      asChild
      variant="secondary"
      size="lg"
      className={cn('h-auto min-h-12 py-3 text-center whitespace-normal', className)}
    >
      <a href={document.url} download={`${document.number}.pdf`}>
        {at < 0 ? (
          label
        ) : (
          <span>
            {label.slice(0, at)}
            <span className="whitespace-nowrap">{document.number}</span>
            {label.slice(at + document.number.length)}
          </span>
        )}
      </a>
    </Button>
  );
}
