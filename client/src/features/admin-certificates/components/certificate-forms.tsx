import {
  type AdminCertificate,
  OWNER_REVOKE_REASONS,
  type PublicOwner,
  REVOKE_REASON_LABELS,
  type RevokeReason,
} from '@contract/certificates';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { readErrorMessage } from '@/lib/api-client';
import { useIssueCertificate, useRevokeCertificate, useTransferCertificate } from '../api';
import { CERTIFICATE_ADMIN_COPY as COPY } from '../certificates-copy';

const F = COPY.fields;

/** What the owner chooses for every certificate: the printed name, the public naming, the email. */
function OwnerChoices({
  value,
  onChange,
}: {
  value: { nameOnCertificate: boolean; publicOwner: PublicOwner; sendEmail: boolean };
  onChange: (next: typeof value) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={value.nameOnCertificate}
          onChange={(event) => onChange({ ...value, nameOnCertificate: event.target.checked })}
        />
        {F.nameOnCertificate}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={value.sendEmail}
          onChange={(event) => onChange({ ...value, sendEmail: event.target.checked })}
        />
        {F.sendEmail}
      </label>
      <FormField id={`${id}-public`} label={F.publicOwner}>
        <NativeSelect
          id={`${id}-public`}
          value={value.publicOwner}
          onChange={(event) => onChange({ ...value, publicOwner: event.target.value as PublicOwner })}
        >
          <option value="initials">{F.publicOwnerChoices.initials}</option>
          <option value="none">{F.publicOwnerChoices.none}</option>
        </NativeSelect>
      </FormField>
    </div>
  );
}

const defaultChoices = { nameOnCertificate: true, publicOwner: 'initials' as PublicOwner, sendEmail: true };

function Failure({ error }: { error: unknown }) {
  return error ? (
    <p role="alert" className="text-sm font-medium text-sold-out">
      {readErrorMessage(error, '')}
    </p>
  ) : null;
}

/** A form's send button (its pending words while it goes) and Cancel, both held while pending. */
function FormButtons({
  label,
  pendingLabel,
  pending,
  destructive,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm" variant={destructive ? 'destructive' : 'primary'} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={onCancel} disabled={pending}>
        {COPY.cancel}
      </Button>
    </div>
  );
}

/** Issue the certificate of a sold number. */
export function IssueForm({
  pieceId,
  size,
  number,
  onDone,
}: {
  pieceId: number;
  size: '100' | '450';
  number: number;
  onDone: () => void;
}) {
  const issue = useIssueCertificate(pieceId);
  const [choices, setChoices] = useState(defaultChoices);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate({ size, number, input: choices }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-md border border-border p-3">
      <OwnerChoices value={choices} onChange={setChoices} />
      <Failure error={issue.error} />
      <FormButtons
        label={COPY.issue}
        pendingLabel={COPY.issuing}
        pending={issue.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** Record a resale: ends the seller's certificate and issues the buyer's. */
export function TransferForm({
  pieceId,
  certificate,
  onDone,
}: {
  pieceId: number;
  certificate: AdminCertificate;
  onDone: () => void;
}) {
  const id = useId();
  const transfer = useTransferCertificate(pieceId);
  const [owner, setOwner] = useState({ ownerName: '', ownerEmail: '', transferredOn: '' });
  const [choices, setChoices] = useState(defaultChoices);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    transfer.mutate({ code: certificate.code, input: { ...owner, ...choices } }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-md border border-border p-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={`${id}-name`} label={F.ownerName} required>
          <Input
            id={`${id}-name`}
            value={owner.ownerName}
            required
            onChange={(event) => setOwner({ ...owner, ownerName: event.target.value })}
          />
        </FormField>
        <FormField id={`${id}-email`} label={F.ownerEmail} required>
          <Input
            id={`${id}-email`}
            type="email"
            value={owner.ownerEmail}
            required
            onChange={(event) => setOwner({ ...owner, ownerEmail: event.target.value })}
          />
        </FormField>
        <FormField id={`${id}-date`} label={F.transferredOn} required>
          <Input
            id={`${id}-date`}
            type="date"
            value={owner.transferredOn}
            required
            onChange={(event) => setOwner({ ...owner, transferredOn: event.target.value })}
          />
        </FormField>
      </div>
      <OwnerChoices value={choices} onChange={setChoices} />
      <Failure error={transfer.error} />
      <FormButtons
        label={COPY.transfer}
        pendingLabel={COPY.transferring}
        pending={transfer.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** Revoke with a reason; asks first, since anyone checking the code sees it at once. */
export function RevokeForm({
  pieceId,
  certificate,
  onDone,
}: {
  pieceId: number;
  certificate: AdminCertificate;
  onDone: () => void;
}) {
  const id = useId();
  const revoke = useRevokeCertificate(pieceId);
  const [reason, setReason] = useState<RevokeReason>('lost');
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setAsking(true);
      }}
      className="grid gap-3 rounded-md border border-border p-3"
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <FormField id={`${id}-reason`} label={F.reason} required>
          <NativeSelect
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as RevokeReason)}
          >
            {OWNER_REVOKE_REASONS.map((value) => (
              <option key={value} value={value}>
                {REVOKE_REASON_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-note`} label={F.note}>
          <Input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
      </div>
      <Failure error={revoke.error} />
      <FormButtons
        label={COPY.revoke}
        pendingLabel={COPY.revoking}
        pending={revoke.isPending}
        destructive
        onCancel={onDone}
      />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={COPY.revokeConfirm.title}
        description={COPY.revokeConfirm.description(certificate.code)}
        confirmLabel={COPY.revoke}
        pendingLabel={COPY.revoking}
        pending={revoke.isPending}
        destructive
        onConfirm={() =>
          revoke.mutate(
            { code: certificate.code, input: { reason, note } },
            {
              onSuccess: onDone,
              onSettled: () => setAsking(false),
            },
          )
        }
      />
    </form>
  );
}
