import type { StudioTransfer, TransferState } from '@contract/account';
import { SIZE_MODEL_LABELS } from '@contract/limits';
import { formatMoney } from '@contract/money';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatShortDate } from '@/lib/format-date';
import { RESALES_COPY as COPY } from '../resales-copy';
import { BlockResaleForm } from './block-resale-form';

const TONES: Record<TransferState, BadgeTone> = {
  open: 'accent',
  accepted: 'available',
  cancelled: 'neutral',
  lapsed: 'neutral',
  blocked: 'soldOut',
};

export const pieceOf = (transfer: StudioTransfer) =>
  `${transfer.title}, ${SIZE_MODEL_LABELS[transfer.size]}, No. ${transfer.number} of ${transfer.total}`;

/** A person as the register names them: name and address, or the address alone. */
function Person({ label, name, email }: { label: string; name: string | null; email: string | null }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="grid min-w-0 text-sm">
        <span className="font-medium break-words">{name ?? email ?? COPY.erasedSeller}</span>
        {name && email ? <span className="break-all text-muted">{email}</span> : null}
      </dd>
    </div>
  );
}

/** One resale: the piece and number, seller and buyer, where it stands and since when; the owner may block an open one. */
export function ResaleCard({ transfer, canBlock }: { transfer: StudioTransfer; canBlock: boolean }) {
  const [blocking, setBlocking] = useState(false);
  const piece = pieceOf(transfer);
  const when = transfer.state === 'open' ? transfer.expiresAt : (transfer.endedAt ?? transfer.expiresAt);
  return (
    <article
      aria-label={piece}
      className="grid gap-3 rounded-lg border border-border bg-surface p-4"
      data-resale={transfer.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-medium break-words">{piece}</h3>
        <Badge tone={TONES[transfer.state]}>{COPY.states[transfer.state]}</Badge>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Person label={COPY.from} name={transfer.sellerName} email={transfer.sellerEmail} />
        <Person label={COPY.to} name={transfer.buyerName} email={transfer.buyerEmail} />
      </dl>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
        <time dateTime={transfer.createdAt}>{COPY.started(formatDateTime(transfer.createdAt))}</time>
        <time dateTime={when}>{COPY.ended[transfer.state](formatDateTime(when))}</time>
      </p>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        <span>
          {COPY.certificate}{' '}
          <a className="font-mono underline underline-offset-2" href={transfer.verifyPath}>
            {transfer.code}
          </a>
        </span>
        {transfer.newCode && transfer.newVerifyPath ? (
          <span>
            {COPY.newCertificate}{' '}
            <a className="font-mono underline underline-offset-2" href={transfer.newVerifyPath}>
              {transfer.newCode}
            </a>
          </span>
        ) : null}
      </p>
      {transfer.blockReason ? (
        <p className="text-sm break-words">
          <span className="font-medium">{COPY.blockedBecause}:</span> {transfer.blockReason}
        </p>
      ) : null}
      {transfer.price !== null && transfer.currency ? (
        <p className="text-sm">
          <span className="font-medium">{COPY.notedPrice}:</span>{' '}
          {formatMoney(transfer.price, transfer.currency)}
          {transfer.agreedOn ? `, ${COPY.agreedOn(formatShortDate(transfer.agreedOn))}` : ''}
          <span className="block text-xs text-muted">{COPY.notedPriceHint}</span>
        </p>
      ) : null}
      {transfer.state === 'open' && canBlock ? (
        blocking ? (
          <BlockResaleForm transfer={transfer} piece={piece} onDone={() => setBlocking(false)} />
        ) : (
          <div>
            <Button type="button" size="sm" variant="secondary" onClick={() => setBlocking(true)}>
              {COPY.block}
            </Button>
          </div>
        )
      ) : null}
    </article>
  );
}
