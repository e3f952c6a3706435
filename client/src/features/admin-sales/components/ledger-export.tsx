import { type FormEvent, useState } from 'react';
import { Download } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useLedgerDownload } from '../api';
import { SALES_COPY } from '../sales-copy';

const copy = SALES_COPY.ledger;

/** The accountant's ledger of a period, as CSV; the days chosen stay while the dialog is open again. */
export function LedgerExport() {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const download = useLedgerDownload();
  const backwards = from !== '' && to !== '' && from > to;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (backwards || download.isPending) return;
    download.mutate({ from, to }, { onSuccess: () => setOpen(false) });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !download.isPending && setOpen(next)}>
      <Button variant="subtle" size="sm" onClick={() => setOpen(true)}>
        <Download aria-hidden />
        {copy.button}
      </Button>
      <DialogContent title={copy.title} description={copy.description}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="ledger-from" label={copy.from}>
              <Input
                id="ledger-from"
                type="date"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
              />
            </FormField>
            <FormField id="ledger-to" label={copy.to} error={backwards ? copy.backwards : undefined}>
              <Input
                id="ledger-to"
                type="date"
                value={to}
                aria-invalid={backwards || undefined}
                aria-describedby={backwards ? 'ledger-to-error' : undefined}
                onChange={(event) => setTo(event.target.value)}
              />
            </FormField>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" size="sm" disabled={download.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" size="sm" disabled={download.isPending || backwards}>
              <Download aria-hidden />
              {download.isPending ? copy.downloading : copy.download}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
