import {
  type CertificateView,
  editionFraction,
  REVOKE_REASON_LABELS,
  sizeLabel,
} from '@contract/certificate-view';
import { CircleCheck } from '@/components/icons/circle-check';
import { TriangleAlert } from '@/components/icons/triangle-alert';
import { VERIFY_COPY } from '@/config/copy/verify';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/format-date';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium tracking-[0.16em] text-muted uppercase">{label}</dt>
      <dd className="text-base text-foreground">{value}</dd>
    </div>
  );
}

/** What a certificate's code certifies, and whether it is still the valid one. */
export function CertificateResult({ certificate }: { certificate: CertificateView }) {
  const { state } = certificate;
  const valid = state === 'valid';
  const ended = certificate.endedOn ? formatLongDate(certificate.endedOn) : '';
  const copy = VERIFY_COPY.states;
  const reason = certificate.revokedReason
    ? REVOKE_REASON_LABELS[certificate.revokedReason].toLowerCase()
    : null;
  const Mark = valid ? CircleCheck : TriangleAlert;
  return (
    <article
      aria-labelledby="certificate-state"
      className="grid overflow-hidden rounded-2xl border border-border bg-surface md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="relative aspect-[4/5] bg-surface-raised md:aspect-auto">
        {certificate.image ? (
          <img
            src={certificate.image.src}
            alt={certificate.image.alt}
            className={cn('absolute inset-0 h-full w-full object-cover', !valid && 'grayscale')}
          />
        ) : null}
      </div>
      <div className="grid content-start gap-8 p-6 sm:p-10">
        <div
          role="status"
          className={cn(
            'flex items-start gap-3 rounded-xl border p-4',
            valid ? 'border-accent/60 text-accent' : 'border-sold-out/60 text-sold-out',
          )}
        >
          <Mark className="mt-0.5 size-6 shrink-0" aria-hidden />
          <div className="grid gap-1">
            <h2 id="certificate-state" className="font-display text-xl font-semibold">
              {copy[state].title}
            </h2>
            <p className="text-sm text-foreground">
              {state === 'valid'
                ? copy.valid.text
                : state === 'transferred'
                  ? copy.transferred.text(ended)
                  : copy.revoked.text(ended, reason)}
            </p>
          </div>
        </div>
        <div className="grid gap-2">
          <p className="font-display text-3xl font-semibold text-foreground sm:text-4xl">
            {certificate.title}
          </p>
          <p className="text-muted">
            {sizeLabel(certificate.size)} · Edition {editionFraction(certificate.number, certificate.total)}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
          <Detail label={VERIFY_COPY.fields.size} value={sizeLabel(certificate.size)} />
          <Detail
            label={VERIFY_COPY.fields.edition}
            value={editionFraction(certificate.number, certificate.total)}
          />
          <Detail label={VERIFY_COPY.fields.issued} value={formatLongDate(certificate.issuedOn)} />
          {certificate.owner ? <Detail label={VERIFY_COPY.fields.owner} value={certificate.owner} /> : null}
          <Detail label={VERIFY_COPY.fields.owners} value={String(certificate.owners)} />
          <div className="col-span-2">
            <Detail label={VERIFY_COPY.fields.code} value={certificate.code} />
          </div>
        </dl>
      </div>
    </article>
  );
}
