import { RotateCw } from '@/components/icons/rotate-cw';
import { Button } from '@/components/ui/button';
import { COLLECTION_COPY } from '@/config/copy/collection';

/** 'Failed to fetch sculptures', with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-4 rounded-[var(--radius-frame)] border border-border py-16 text-center"
    >
      <p className="text-muted">{COLLECTION_COPY.loadFailed}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden />
        {COLLECTION_COPY.retry}
      </Button>
    </div>
  );
}
