import {
  EDITION_STATE_LABELS,
  EDITION_STATES,
  type EditionNumber,
  type EditionNumberInput,
  EditionNumberInputSchema,
  type EditionState,
  editionNumberLabel,
} from '@contract/editions';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useSetEditionNumber } from '../api';
import { EDITION_COPY, resaleNote, STATE_HINTS } from '../edition-copy';
import { dropsCollector } from '../edition-summary';

type Draft = Record<'collectorName' | 'collectorEmail' | 'soldOn' | 'price' | 'note', string> & {
  state: EditionState;
};
type Errors = Partial<Record<keyof Draft, string>>;

const today = () => new Date().toLocaleDateString('en-CA');

function draftOf(row: EditionNumber): Draft {
  return {
    state: row.state,
    collectorName: row.collectorName ?? '',
    collectorEmail: row.collectorEmail ?? '',
    soldOn: row.soldOn ?? '',
    price: row.price ?? '',
    note: row.note ?? '',
  };
}

/** The form's draft checked by the contract's own rule: the payload, or the errors by field. */
function check(draft: Draft): { values: EditionNumberInput } | { errors: Errors } {
  const parsed = EditionNumberInputSchema.safeParse(draft);
  if (parsed.success) return { values: draft };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Draft;
    errors[field] ??= issue.message;
  }
  return { errors };
}

interface EditionNumberDialogProps {
  sculptureId: number;
  row: EditionNumber | null;
  onClose: () => void;
}

/**
 * One number of the register, edited: its state and, for a sale, who bought it and when. A save
 * that would remove the collector asks first; a failed save keeps everything typed.
 */
export function EditionNumberDialog({ sculptureId, row, onClose }: EditionNumberDialogProps) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {row ? (
        <DialogContent
          title={editionNumberLabel(row.size, row.number)}
          description={
            row.state === 'sold' && row.resale
              ? `${EDITION_COPY.dialogDescription} ${resaleNote(row.resale)}`
              : EDITION_COPY.dialogDescription
          }
        >
          <NumberForm
            key={`${row.size}-${row.number}`}
            sculptureId={sculptureId}
            row={row}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function NumberForm({
  sculptureId,
  row,
  onClose,
}: {
  sculptureId: number;
  row: EditionNumber;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(row));
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSetEditionNumber();
  const label = editionNumberLabel(row.size, row.number);
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const choose = (state: EditionState) =>
    setDraft((current) => ({
      ...current,
      state,
      soldOn: state === 'sold' && !current.soldOn ? today() : current.soldOn,
    }));

  function send(values: EditionNumberInput) {
    save.mutate(
      { sculptureId, size: row.size, number: row.number, values },
      {
        onSuccess: () => {
          toast({ title: EDITION_COPY.saved, description: label, variant: 'success' });
          onClose();
        },
        onSettled: () => setConfirming(false),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = check(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`edition-${first}`)?.focus();
      return;
    }
    if (dropsCollector(row, draft.state)) setConfirming(true);
    else send(checked.values);
  }

  const owned = draft.state === 'sold' || draft.state === 'held';
  const field = (
    name: keyof Draft,
    text: string,
    props: { type?: string; required?: boolean; hint?: string; autoComplete?: string } = {},
  ) => (
    <FormField
      id={`edition-${name}`}
      label={text}
      required={props.required}
      hint={props.hint}
      error={errors[name]}
    >
      <Input
        id={`edition-${name}`}
        type={props.type ?? 'text'}
        value={draft[name]}
        autoComplete={props.autoComplete ?? 'off'}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          errors[name] ? `edition-${name}-error` : props.hint ? `edition-${name}-hint` : undefined
        }
        onChange={(event) => set(name)(event.target.value)}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{EDITION_COPY.stateLegend}</legend>
        {EDITION_STATES.map((state) => (
          <label
            key={state}
            className="flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-border px-3 py-2 has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="edition-state"
              value={state}
              checked={draft.state === state}
              onChange={() => choose(state)}
              className="mt-1 accent-[var(--color-accent)]"
            />
            <span className="grid">
              <span className="text-sm font-medium">{EDITION_STATE_LABELS[state]}</span>
              <span className="text-xs text-muted">{STATE_HINTS[state]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {owned ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {field(
            'collectorName',
            draft.state === 'sold' ? EDITION_COPY.collectorName : EDITION_COPY.holdFor,
            {
              required: draft.state === 'sold',
              autoComplete: 'off',
            },
          )}
          {field('collectorEmail', EDITION_COPY.collectorEmail, {
            type: 'email',
            required: draft.state === 'sold',
          })}
          {draft.state === 'sold' ? (
            <>
              {field('soldOn', EDITION_COPY.soldOn, { type: 'date', required: true })}
              {field('price', EDITION_COPY.price, { hint: EDITION_COPY.priceHint })}
            </>
          ) : null}
        </div>
      ) : null}
      <FormField id="edition-note" label={EDITION_COPY.note} error={errors.note}>
        <Textarea
          id="edition-note"
          rows={2}
          value={draft.note}
          onChange={(event) => set('note')(event.target.value)}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="secondary" size="sm" onClick={onClose}>
          {EDITION_COPY.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? EDITION_COPY.saving : EDITION_COPY.save}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (save.isPending ? undefined : setConfirming(open))}
        title={EDITION_COPY.confirmTitle(label)}
        description={EDITION_COPY.confirmDescription(row.collectorName ?? '')}
        confirmLabel={EDITION_COPY.confirm}
        pendingLabel={EDITION_COPY.saving}
        pending={save.isPending}
        destructive
        onConfirm={() => {
          const checked = check(draft);
          if ('values' in checked) send(checked.values);
        }}
      />
    </form>
  );
}
