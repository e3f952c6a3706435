import { type AdminCertificate, REVOKE_REASON_LABELS } from '@contract/certificates';
import { type EditionNumber, editionNumberLabel } from '@contract/editions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed, LoadingText } from '@/components/admin/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/titled-card';
import { toast } from '@/components/ui/use-toast';
import { useRoleAllows } from '@/features/admin-auth/api';
import { formatShortDate } from '@/lib/format-date';
import { certificateQueries, openCertificatePdf } from '../api';
import { CERTIFICATE_ADMIN_COPY as COPY } from '../certificates-copy';
import { IssueForm, RevokeForm, TransferForm } from './certificate-forms';

type Open = { kind: 'issue' | 'transfer' | 'revoke'; key: string } | null;

function stateLabel(certificate: AdminCertificate): string {
  const on = certificate.endedOn ? formatShortDate(certificate.endedOn) : '';
  if (certificate.state === 'valid') return COPY.states.valid;
  if (certificate.state === 'transferred') return COPY.states.transferred(on);
  return COPY.states.revoked(
    on,
    certificate.revokedReason ? REVOKE_REASON_LABELS[certificate.revokedReason] : '',
  );
}

function openPdf(certificate: AdminCertificate) {
  openCertificatePdf(certificate.pdfUrl).catch(() =>
    toast({ title: COPY.pdfFailed, description: certificate.code, variant: 'destructive' }),
  );
}

/** One sold number: its chain of owners, and what the owner can do with its current certificate. */
function SoldNumber({
  pieceId,
  row,
  chain,
  open,
  setOpen,
}: {
  pieceId: number;
  row: EditionNumber;
  chain: AdminCertificate[];
  open: Open;
  setOpen: (open: Open) => void;
}) {
  const key = `${row.size}-${row.number}`;
  const latest = chain.at(-1);
  const valid = latest?.state === 'valid' ? latest : undefined;
  // A resold number's current owner holds the certificate its transfer issued: nothing to issue.
  const canIssue = !latest || latest.state === 'revoked';
  // Who owns a piece, on the record: only the Owner transfers or revokes its certificate.
  const mayChangeOwner = useRoleAllows('owner');
  const close = () => setOpen(null);
  const isOpen = (kind: NonNullable<Open>['kind']) => open?.kind === kind && open.key === key;
  return (
    <li className="grid gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="font-medium text-foreground">{editionNumberLabel(row.size, row.number)}</p>
          <p className="text-sm text-muted">
            {COPY.soldTo(row.collectorName, row.soldOn ? formatShortDate(row.soldOn) : null)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canIssue ? (
            <Button size="sm" onClick={() => setOpen({ kind: 'issue', key })} disabled={isOpen('issue')}>
              {COPY.issue}
            </Button>
          ) : null}
          {valid && mayChangeOwner ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'transfer', key })}>
                {COPY.transfer}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'revoke', key })}>
                {COPY.revoke}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {chain.length > 0 ? (
        <ol aria-label={`${COPY.chain}, ${editionNumberLabel(row.size, row.number)}`} className="grid gap-2">
          {chain.map((certificate) => (
            <li
              key={certificate.code}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-surface-raised px-3 py-2 text-sm"
            >
              <div className="grid gap-0.5">
                <span className="text-foreground">
                  {certificate.ownerName ?? COPY.erased}
                  {certificate.acquiredOn ? (
                    <span className="text-muted"> · {formatShortDate(certificate.acquiredOn)}</span>
                  ) : null}
                </span>
                <span className="font-mono text-xs text-muted">{certificate.code}</span>
              </div>
              <div className="flex items-center gap-2">
                <Badge
                  tone={
                    certificate.state === 'valid'
                      ? 'accent'
                      : certificate.state === 'revoked'
                        ? 'soldOut'
                        : 'neutral'
                  }
                >
                  {stateLabel(certificate)}
                </Badge>
                <Button size="sm" variant="ghost" onClick={() => openPdf(certificate)}>
                  {COPY.downloadPdf}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {isOpen('issue') ? (
        <IssueForm pieceId={pieceId} size={row.size} number={row.number} onDone={close} />
      ) : null}
      {valid && isOpen('transfer') ? (
        <TransferForm pieceId={pieceId} certificate={valid} onDone={close} />
      ) : null}
      {valid && isOpen('revoke') ? <RevokeForm pieceId={pieceId} certificate={valid} onDone={close} /> : null}
    </li>
  );
}

/** The certificates of a piece's sold numbers, in the sculpture's admin (decision 32). */
export function CertificatesSection({ pieceId }: { pieceId: number }) {
  const editions = useQuery(certificateQueries.editions(pieceId));
  const certificates = useQuery(certificateQueries.certificates(pieceId));
  const address = useQuery(certificateQueries.address());
  const [open, setOpen] = useState<Open>(null);
  const sold = (editions.data ?? []).filter((row) => row.state === 'sold');
  const chainOf = (row: EditionNumber) =>
    (certificates.data ?? []).filter((c) => c.size === row.size && c.number === row.number);
  return (
    <TitledCard title={COPY.title} description={COPY.description}>
      {address.data?.local ? (
        <div
          role="note"
          className="mb-4 grid gap-1 rounded-md border border-sold-out/50 bg-sold-out/10 p-3 text-sm"
        >
          <p className="font-semibold text-foreground">{COPY.localAddress.title}</p>
          <p className="text-muted">{COPY.localAddress.body(address.data.origin)}</p>
        </div>
      ) : null}
      {editions.isPending || certificates.isPending ? (
        <LoadingText>{COPY.loading}</LoadingText>
      ) : editions.isError || certificates.isError ? (
        <LoadFailed>{COPY.loadFailed}</LoadFailed>
      ) : sold.length === 0 ? (
        <p className="text-sm text-muted">{COPY.noneSold}</p>
      ) : (
        <ul className="grid gap-4">
          {sold.map((row) => (
            <SoldNumber
              key={`${row.size}-${row.number}`}
              pieceId={pieceId}
              row={row}
              chain={chainOf(row)}
              open={open}
              setOpen={setOpen}
            />
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
