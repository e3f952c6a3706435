import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { useRoleAllows } from '@/features/admin-auth/api';
import { collectorQueries } from '@/features/admin-collectors/api';
import { useEraseCollector, useExportCollector } from '../api';
import { PRIVACY_COPY as copy } from '../privacy-copy';

/**
 * The collector page's 'Export' and 'Erase': a person's data on request. Both ask first; erase
 * is red and says what stays. `onErased` leaves the page (for the collectors list).
 */
export function CollectorPrivacyActions({ id, onErased }: { id: number; onErased: () => void }) {
  // The record the page shows (the same cached read): the question names the person.
  const record = useQuery(collectorQueries.detail(id)).data;
  const who = record ? record.name || record.email : 'this collector';
  const [asking, setAsking] = useState<'export' | 'erase' | null>(null);
  const exporter = useExportCollector();
  const eraser = useEraseCollector();
  // Erasing a person is the Owner's alone (a Manager may still export their data for them).
  const mayErase = useRoleAllows('owner');
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setAsking('export')}>
        {copy.export.button}
      </Button>
      {mayErase ? (
        <Button variant="destructive" size="sm" onClick={() => setAsking('erase')}>
          {copy.erase.button}
        </Button>
      ) : null}
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
