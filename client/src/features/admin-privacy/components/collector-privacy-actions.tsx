import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { useEraseCollector, useExportCollector } from '../api';
import { PRIVACY_COPY as copy } from '../privacy-copy';

/**
 * The collector page's 'Export' and 'Erase': a person's data on request. Both ask first; erase
 * is red and says what stays. `who` is how the page names them (their name, else their address).
 */
export function CollectorPrivacyActions({
  id,
  who,
  onErased,
}: {
  id: number;
  who: string;
  /** Where the page goes once they are gone (the collectors list). */
  onErased: () => void;
}) {
  const [asking, setAsking] = useState<'export' | 'erase' | null>(null);
  const exporter = useExportCollector();
  const eraser = useEraseCollector();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setAsking('export')}>
        {copy.export.button}
      </Button>
      <Button variant="destructive" size="sm" onClick={() => setAsking('erase')}>
        {copy.erase.button}
      </Button>
      <ConfirmDialog
        open={asking === 'export'}
        onOpenChange={(open) => setAsking(open ? 'export' : null)}
        title={copy.export.title}
        description={copy.export.description}
        confirmLabel={copy.export.confirm}
        pendingLabel={copy.export.pending}
        pending={exporter.isPending}
        onConfirm={() =>
          exporter.mutate(id, {
            onSuccess: () => toast({ title: copy.export.done, variant: 'success' }),
            onSettled: () => setAsking(null),
          })
        }
      />
      <ConfirmDialog
        open={asking === 'erase'}
        onOpenChange={(open) => setAsking(open ? 'erase' : null)}
        title={copy.erase.title}
        description={copy.erase.description(who)}
        confirmLabel={copy.erase.confirm}
        pendingLabel={copy.erase.pending}
        pending={eraser.isPending}
        destructive
        onConfirm={() =>
          eraser.mutate(id, {
            onSuccess: (answer) => {
              toast({ title: copy.erase.done, description: answer.message, variant: 'success' });
              onErased();
            },
            onSettled: () => setAsking(null),
          })
        }
      />
    </div>
  );
}
