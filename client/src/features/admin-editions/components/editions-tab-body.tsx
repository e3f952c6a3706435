import { SIZE_MODELS } from '@contract/limits';
import type { Sculpture } from '@contract/sculpture';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, LoadFailed, LoadingText } from '@/components/admin/list-states';
import { SectionHeader } from '@/components/admin/section-header';
import { Download } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { downloadCsvAt } from '@/features/admin-audience/csv-download';
import { CertificatesSection } from '@/features/admin-certificates/components/certificates-section';
import { editionQueries, registerCsvPath } from '../api';
import { EDITION_COPY } from '../edition-copy';
import { EditionRegister } from './edition-register';

/** The Editions tab: pick a piece, see the register of each of its sizes, export it. */
export function EditionsTabBody({ sculptures }: { sculptures: Sculpture[] }) {
  const [chosen, setChosen] = useState<number>(() => sculptures[0]!.id);
  const piece = sculptures.find((sculpture) => sculpture.id === chosen) ?? sculptures[0]!;
  const register = useQuery(editionQueries.register(piece.id));
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsvAt(registerCsvPath(piece.id), `editions-${piece.slug}.csv`);
    } catch {
      toast({ title: 'Error', description: EDITION_COPY.exportFailed, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-label={EDITION_COPY.tabTitle} className="grid gap-5">
      <SectionHeader
        title={EDITION_COPY.tabTitle}
        description={EDITION_COPY.tabDescription}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={exportCsv}
            disabled={exporting || !register.data?.length}
          >
            <Download aria-hidden />
            {exporting ? EDITION_COPY.exporting : EDITION_COPY.exportCsv}
          </Button>
        }
      />
      <FormField id="editions-piece" label={EDITION_COPY.pieceLabel} className="max-w-sm">
        <NativeSelect
          id="editions-piece"
          value={piece.id}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {sculptures.map((sculpture) => (
            <option key={sculpture.id} value={sculpture.id}>
              {sculpture.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {register.isPending ? (
        <LoadingText>Loading the register...</LoadingText>
      ) : register.isError ? (
        <LoadFailed>The register could not be loaded.</LoadFailed>
      ) : register.data.length === 0 ? (
        <EmptyState title={EDITION_COPY.noRegister} hint={EDITION_COPY.noRegisterHint} />
      ) : (
        SIZE_MODELS.map((size) => {
          const numbers = register.data.filter((row) => row.size === size);
          return numbers.length > 0 ? (
            <EditionRegister
              key={`${piece.id}-${size}`}
              sculptureId={piece.id}
              size={size}
              numbers={numbers}
            />
          ) : null;
        })
      )}
      {register.data?.length ? <CertificatesSection key={piece.id} pieceId={piece.id} /> : null}
    </section>
  );
}
