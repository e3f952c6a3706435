import { Download } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { useRoleAllows } from '@/features/admin-auth/api';
import { useCsvDownload } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';
import type { CsvList } from '../csv-download';

const copy = AUDIENCE_COPY.export;

/** Downloads the list (as filtered by `search`) as CSV; the label says so while the file is on its way. */
export function ExportCsvButton({ list, search }: { list: CsvList; search?: string }) {
  const download = useCsvDownload(list, search);
  // A whole list of people (or of who did what) is the Owner's to take away.
  if (!useRoleAllows('owner')) return null;
  return (
    <Button variant="subtle" size="sm" onClick={() => download.mutate()} disabled={download.isPending}>
      <Download aria-hidden />
      {download.isPending ? copy.pending : copy.label}
    </Button>
  );
}
