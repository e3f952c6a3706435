import type { SalesSettingsView } from '@contract/sales';
import { SALES_LIMITS } from '@contract/sales';
import { type ReactNode, useMemo } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { describeField } from '@/components/admin/describe-field';
import { notifyFailure, notifySuccess } from '@/components/admin/notify';
import { CircleAlert, Save } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { TitledCard } from '@/components/ui/titled-card';
import { useFormDraft } from '@/lib/unsaved/use-form-draft';
import { useSaveSalesSettings } from '../api';
import { SALES_COPY } from '../sales-copy';
import {
  COMMON_CURRENCIES,
  durationText,
  MINUTES_TO_PAY_CHOICES,
  OTHER_CURRENCY,
  readSettingsForm,
  type SalesSettingsField,
  type SalesSettingsFormValues,
  toFormValues,
} from '../settings-form-values';

const copy = SALES_COPY.settings;
type Form = UseFormReturn<SalesSettingsFormValues>;
const idOf = (field: SalesSettingsField) => `sales-${field}`;

const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });

/**
 * The shop's sales settings: checked here with the contract's rules and words (each problem at
 * its field), saved with the button disabled, and a failed save keeps every field as typed.
 */
export function SalesSettingsForm({ view }: { view: SalesSettingsView }) {
  const defaults = useMemo(() => toFormValues(view.settings), [view.settings]);
  const form = useForm<SalesSettingsFormValues>({ defaultValues: defaults });
  const save = useSaveSalesSettings();
  const draft = useFormDraft(form, 'sales-settings');

  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    const reading = readSettingsForm(values);
    if (!reading.ok) {
      const fields = Object.entries(reading.errors) as [SalesSettingsField, string][];
      for (const [index, [field, message]] of fields.entries())
        form.setError(field, { message }, { shouldFocus: index === 0 });
      notifyFailure(copy.checkFields);
      return;
    }
    save.mutate(reading.settings, {
      onSuccess: (saved) => {
        draft.clear();
        form.reset(toFormValues(saved.settings));
        notifySuccess(copy.saved);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <RestoredDraftNotice draft={draft} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <ShopCard form={form} />
        <SellerCard form={form} />
        <BankCard form={form} />
        <CardPaymentCard form={form} cardAvailable={view.cardAvailable} />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {form.formState.isDirty ? <span className="text-xs text-muted">Unsaved changes</span> : null}
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden />
          {save.isPending ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}

/** A text field of the form, its hint and its error tied to it. */
function TextField({
  form,
  field,
  label,
  hint,
  rows,
  ...input
}: {
  form: Form;
  field: SalesSettingsField;
  label: string;
  hint?: string;
  rows?: number;
  inputMode?: 'decimal' | 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
  className?: string;
}) {
  const error = form.formState.errors[field]?.message;
  const control = {
    id: idOf(field),
    ...describeField(idOf(field), error, { hint: Boolean(hint) }),
    ...form.register(field),
  };
  return (
    <FormField id={control.id} label={label} hint={hint} error={error} className={input.className}>
      {rows ? (
        <Textarea rows={rows} maxLength={input.maxLength} {...control} />
      ) : (
        <Input
          inputMode={input.inputMode}
          autoComplete={input.autoComplete ?? 'off'}
          maxLength={input.maxLength}
          {...control}
        />
      )}
    </FormField>
  );
}

/** An on/off row: the switch, its label and what it means. */
function SwitchRow({
  form,
  field,
  label,
  hint,
}: {
  form: Form;
  field: 'pricesIncludeTax' | 'bankEnabled' | 'cardEnabled';
  label: string;
  hint?: string;
}) {
  const id = idOf(field);
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border border-border bg-background p-3">
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <Controller
        control={form.control}
        name={field}
        render={({ field: bound }) => (
          <Switch
            id={id}
            checked={bound.value}
            onCheckedChange={bound.onChange}
            onBlur={bound.onBlur}
            ref={bound.ref}
            aria-describedby={hint ? `${id}-hint` : undefined}
          />
        )}
      />
    </div>
  );
}

function ShopCard({ form }: { form: Form }) {
  const currency = useWatch({ control: form.control, name: 'currency' });
  const error = form.formState.errors.currency?.message;
  return (
    <TitledCard title={copy.shop.title} description={copy.shop.description}>
      <FormField id={idOf('currency')} label={copy.shop.currency} hint={copy.shop.currencyHint} error={error}>
        <NativeSelect
          id={idOf('currency')}
          {...describeField(idOf('currency'), error, { hint: true })}
          {...form.register('currency')}
        >
          {COMMON_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code} · {currencyNames.of(code)}
            </option>
          ))}
          <option value={OTHER_CURRENCY}>{copy.shop.otherCurrency}</option>
        </NativeSelect>
      </FormField>
      {currency === OTHER_CURRENCY ? (
        <TextField
          form={form}
          field="otherCurrency"
          label={copy.shop.currencyCode}
          hint={copy.shop.currencyCodeHint}
          maxLength={3}
        />
      ) : null}
      <TextField
        form={form}
        field="taxRatePercent"
        label={copy.shop.taxRate}
        hint={copy.shop.taxRateHint}
        inputMode="decimal"
      />
      <SwitchRow
        form={form}
        field="pricesIncludeTax"
        label={copy.shop.pricesIncludeTax}
        hint={copy.shop.pricesIncludeTaxHint}
      />
    </TitledCard>
  );
}

function SellerCard({ form }: { form: Form }) {
  return (
    <TitledCard title={copy.seller.title} description={copy.seller.description}>
      <TextField
        form={form}
        field="legalName"
        label={copy.seller.legalName}
        autoComplete="organization"
        maxLength={SALES_LIMITS.text}
      />
      <TextField
        form={form}
        field="address"
        label={copy.seller.address}
        rows={3}
        maxLength={SALES_LIMITS.address}
      />
      <TextField form={form} field="taxId" label={copy.seller.taxId} maxLength={SALES_LIMITS.text} />
    </TitledCard>
  );
}

/** The fields of a way to pay show while it is on; turned off, they are kept as typed. */
function WhenOn({
  form,
  field,
  children,
}: {
  form: Form;
  field: 'bankEnabled' | 'cardEnabled';
  children: ReactNode;
}) {
  const on = useWatch({ control: form.control, name: field });
  return on ? children : null;
}

function BankCard({ form }: { form: Form }) {
  return (
    <TitledCard title={copy.bank.title} description={copy.bank.description}>
      <SwitchRow form={form} field="bankEnabled" label={copy.bank.enabled} />
      <WhenOn form={form} field="bankEnabled">
        <TextField
          form={form}
          field="accountHolder"
          label={copy.bank.accountHolder}
          maxLength={SALES_LIMITS.text}
        />
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField form={form} field="iban" label={copy.bank.iban} maxLength={SALES_LIMITS.text} />
          <TextField form={form} field="bic" label={copy.bank.bic} maxLength={SALES_LIMITS.text} />
        </div>
        <TextField
          form={form}
          field="daysToPay"
          label={copy.bank.daysToPay}
          hint={copy.bank.daysToPayHint}
          inputMode="numeric"
        />
      </WhenOn>
    </TitledCard>
  );
}

function CardPaymentCard({ form, cardAvailable }: { form: Form; cardAvailable: boolean }) {
  const minutes = Number(useWatch({ control: form.control, name: 'minutesToPay' }));
  // A time saved outside the choices (the API takes any minute count) stays choosable.
  const choices = (MINUTES_TO_PAY_CHOICES as readonly number[]).includes(minutes)
    ? MINUTES_TO_PAY_CHOICES
    : [...MINUTES_TO_PAY_CHOICES, minutes].filter(Number.isFinite).sort((a, b) => a - b);
  const error = form.formState.errors.minutesToPay?.message;
  return (
    <TitledCard title={copy.card.title} description={copy.card.description}>
      {cardAvailable ? null : (
        <div className="flex gap-2.5 rounded-md border border-accent/45 bg-accent/10 p-3 text-sm" role="note">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-accent-ink" aria-hidden />
          <div className="grid gap-1">
            <p className="font-medium">{copy.card.unavailableTitle}</p>
            <p className="text-muted">{copy.card.unavailable}</p>
          </div>
        </div>
      )}
      <SwitchRow form={form} field="cardEnabled" label={copy.card.enabled} />
      <WhenOn form={form} field="cardEnabled">
        <FormField
          id={idOf('minutesToPay')}
          label={copy.card.minutesToPay}
          hint={copy.card.minutesToPayHint}
          error={error}
        >
          <NativeSelect
            id={idOf('minutesToPay')}
            {...describeField(idOf('minutesToPay'), error, { hint: true })}
            {...form.register('minutesToPay')}
          >
            {choices.map((choice) => (
              <option key={choice} value={String(choice)}>
                {durationText(choice)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </WhenOn>
    </TitledCard>
  );
}
