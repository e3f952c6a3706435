import { Download } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { readErrorMessage } from '@/lib/api-client';
import { useCsvDownload } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';
import type { CsvList } from '../csv-download';

const copy = AUDIENCE_COPY.export;

/** Downloads the list (as filtered by `search`) as CSV; the label says so while the file is on its way. */
export function ExportCsvButton({ list, search }: { list: CsvList; search?: string }) {
  const download = useCsvDownload(list, search);
  function exportList() {
    download.mutate(undefined, {
      onError: (error) => {
        console.error(copy.failed.fallback, error);
        toast({
          title: copy.failed.title,
          description: readErrorMessage(error, copy.failed.fallback),
          variant: 'destructive',
        });
      },
    });
  }
  return (
    <Button variant="subtle" size="sm" onClick={exportList} disabled={download.isPending}>
      <Download aria-hidden />
      {download.isPending ? copy.pending : copy.label}
    </Button>
  );
}
