import { History } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { UnsavedDraft } from '@/lib/unsaved/use-unsaved-draft';

/** Says that a form shows edits kept from an earlier visit, with the way to drop them. */
export function RestoredDraftNotice({ draft, className }: { draft: UnsavedDraft; className?: string }) {
  if (!draft.restored) return null;
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 rounded-[var(--radius-control)] border border-accent/60 bg-accent/10 px-3 py-2 text-sm',
        className,
      )}
    >
      <span className="flex items-center gap-2">
        <History aria-hidden className="size-4 shrink-0" />
        Restored unsaved changes
      </span>
      <Button type="button" variant="secondary" size="sm" onClick={draft.discard}>
        Discard
      </Button>
    </div>
  );
}
