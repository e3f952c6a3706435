import { type AdminOrder, NUMBER_AFTER, SALES_LIMITS } from '@contract/sales';
import { addressLines } from '@contract/sales-text';
import { useState } from 'react';
import { notifySuccess } from '@/components/admin/notify';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useRoleAllows } from '@/features/admin-auth/api';
import { type OrderStep, useOrderStep } from '../api';
import { type OwnerStep, openSteps } from '../order-steps-open';
import { amountText, collectorName, dayText, pieceLine } from '../order-text';
import { SALES_COPY } from '../sales-copy';
import { StepDialog } from './step-dialog';

const BUTTONS: Record<OwnerStep, string> = {
  markPaid: 'Mark paid',
  extend: 'Give more time',
  ship: 'Ship',
  delivered: 'Mark delivered',
  cancel: 'Cancel order',
  refund: 'Refund',
};

/** Today in the owner's own calendar, as a date field writes it. */
function today(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The steps open to the order, each a button that asks first. */
export function OrderSteps({ order }: { order: AdminOrder }) {
  const [asking, setAsking] = useState<OwnerStep | null>(null);
  // Money going back is the Owner's alone; a Manager sees every other step.
  const mayRefund = useRoleAllows('owner');
  const steps = openSteps(order).filter((step) => step !== 'refund' || mayRefund);
  const run = useOrderStep(order.id);
  if (steps.length === 0) return null;
  const dialog = {
    order,
    pending: run.isPending,
    onOpenChange: (open: boolean) => !open && setAsking(null),
    run: (step: OrderStep, body: object, done: (saved: AdminOrder) => string) =>
      run.mutate(
        { step, body },
        {
          onSuccess: (saved) => {
            setAsking(null);
            notifySuccess(SALES_COPY.order.updated, done(saved));
          },
        },
      ),
  };
  return (
    <div className="flex flex-wrap gap-2">
      {steps.map((step, index) => (
        <Button
          key={step}
          size="sm"
          variant={index === 0 ? 'primary' : step === 'cancel' || step === 'refund' ? 'secondary' : 'subtle'}
          onClick={() => setAsking(step)}
        >
          {step === 'ship' && order.shipment?.state === 'shipped' ? 'Correct tracking' : BUTTONS[step]}
        </Button>
      ))}
      <MarkPaidDialog open={asking === 'markPaid'} {...dialog} />
      <ExtendDialog open={asking === 'extend'} {...dialog} />
      <ShipDialog open={asking === 'ship'} {...dialog} />
      <DeliveredDialog open={asking === 'delivered'} {...dialog} />
      <EndOrderDialog open={asking === 'cancel'} ending="cancel" {...dialog} />
      <EndOrderDialog open={asking === 'refund'} ending="refund" {...dialog} />
    </div>
  );
}

interface DialogProps {
  open: boolean;
  order: AdminOrder;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs the step; `done` says what happened, for the success toast. */
  run: (step: OrderStep, body: object, done: (saved: AdminOrder) => string) => void;
}

function MarkPaidDialog({ open, order, pending, onOpenChange, run }: DialogProps) {
  const [paidOn, setPaidOn] = useState(today);
  const late = order.state !== 'awaiting-payment';
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(paidOn) && paidOn <= today();
  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Mark ${amountText(order)} paid?`}
      question={
        late
          ? `${collectorName(order)}’s order of ${pieceLine(order)} had ${order.state === 'lapsed' ? 'lapsed' : 'been cancelled'}. If number ${order.piece.number} is still free the sale stands; if someone else has it, the payment is to be sent back and ${collectorName(order)} is told.`
          : `${collectorName(order)} paid ${amountText(order)} for ${pieceLine(order)}. The number becomes sold to them, they get the receipt, and their certificate is issued.`
      }
      confirmLabel="Mark paid"
      pendingLabel="Marking paid..."
      pending={pending}
      ready={valid}
      onConfirm={() =>
        run('markPaid', { paidOn }, (saved) =>
          saved.refundDue
            ? `Number ${saved.piece.number} had gone to someone else: send ${amountText(saved)} back to ${collectorName(saved)}.`
            : `${collectorName(saved)} paid ${amountText(saved)}: ${pieceLine(saved)} is sold.`,
        )
      }
    >
      <FormField
        id="mark-paid-on"
        label="Day the money arrived"
        error={valid ? undefined : 'Choose a day, today or before.'}
      >
        <Input
          id="mark-paid-on"
          type="date"
          max={today()}
          value={paidOn}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : 'mark-paid-on-error'}
          onChange={(event) => setPaidOn(event.target.value)}
        />
      </FormField>
    </StepDialog>
  );
}

function ExtendDialog({ open, order, pending, onOpenChange, run }: DialogProps) {
  const [days, setDays] = useState('7');
  const count = /^\d{1,2}$/.test(days.trim()) ? Number(days.trim()) : 0;
  const valid = count >= 1 && count <= 30;
  const base = Math.max(order.payBy ? new Date(order.payBy).getTime() : 0, Date.now());
  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Give ${collectorName(order)} more time to pay?`}
      question={`${pieceLine(order)} stays held for them${valid ? ` until ${dayText(new Date(base + count * 86_400_000).toISOString())}` : ''}, and the reminder goes again before then. ${amountText(order)} is still due.`}
      confirmLabel="Give more time"
      pendingLabel="Saving..."
      pending={pending}
      ready={valid}
      onConfirm={() =>
        run('extend', { days: count }, (saved) =>
          saved.payBy ? `Held for ${collectorName(saved)} until ${dayText(saved.payBy)}.` : pieceLine(saved),
        )
      }
    >
      <FormField
        id="extend-by-days"
        label="Days more"
        hint="From 1 to 30 days, counted from when the time was to end (or now, if later)."
        error={valid ? undefined : 'Choose 1 to 30 days.'}
      >
        <Input
          id="extend-by-days"
          inputMode="numeric"
          className="w-28"
          value={days}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? 'extend-by-days-hint' : 'extend-by-days-hint extend-by-days-error'}
          onChange={(event) => setDays(event.target.value)}
        />
      </FormField>
    </StepDialog>
  );
}

const TRACKING_URL = /^https:\/\/\S+$/;

function ShipDialog({ open, order, pending, onOpenChange, run }: DialogProps) {
  const correcting = order.shipment?.state === 'shipped';
  const [carrier, setCarrier] = useState(order.shipment?.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.shipment?.trackingNumber ?? '');
  const [trackingUrl, setTrackingUrl] = useState(order.shipment?.trackingUrl ?? '');
  const [tried, setTried] = useState(false);
  const errors = {
    carrier: carrier.trim() ? undefined : 'Enter the carrier.',
    trackingNumber: trackingNumber.trim() ? undefined : 'Enter the tracking number.',
    trackingUrl:
      trackingUrl.trim() === '' || TRACKING_URL.test(trackingUrl.trim())
        ? undefined
        : 'A tracking link starts with https://.',
  };
  const valid = !errors.carrier && !errors.trackingNumber && !errors.trackingUrl;
  const shown = (field: keyof typeof errors) => (tried ? errors[field] : undefined);
  const fields: [keyof typeof errors, string, string, (value: string) => void, string | undefined][] = [
    ['carrier', 'Carrier', carrier, setCarrier, 'DHL, UPS, a fine-art shipper'],
    ['trackingNumber', 'Tracking number', trackingNumber, setTrackingNumber, undefined],
    ['trackingUrl', 'Tracking link', trackingUrl, setTrackingUrl, 'https://'],
  ];
  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      title={correcting ? 'Correct the tracking?' : `Ship ${pieceLine(order)}?`}
      question={
        correcting
          ? 'The collector’s order page shows the new carrier and tracking; no second email goes.'
          : `${collectorName(order)} paid ${amountText(order)}. They are emailed once that it is on its way, with the tracking link. ${order.shippingAddress ? `It goes to ${addressLines(order.shippingAddress).join(', ')}.` : 'They have not given a shipping address yet: their order page asks for it.'}`
      }
      confirmLabel={correcting ? 'Save tracking' : 'Mark shipped'}
      pendingLabel="Saving..."
      pending={pending}
      onConfirm={() => {
        setTried(true);
        if (!valid) return;
        run(
          'ship',
          { carrier: carrier.trim(), trackingNumber: trackingNumber.trim(), trackingUrl: trackingUrl.trim() },
          (saved) => `${pieceLine(saved)} shipped with ${saved.shipment?.carrier ?? carrier.trim()}.`,
        );
      }}
    >
      {fields.map(([field, label, value, set, placeholder]) => {
        const error = shown(field);
        const id = `order-ship-${field}`;
        return (
          <FormField
            key={field}
            id={id}
            label={label}
            required={field !== 'trackingUrl'}
            hint={field === 'trackingUrl' ? 'Optional: the carrier’s page for this parcel.' : undefined}
            error={error}
          >
            <Input
              id={id}
              value={value}
              placeholder={placeholder}
              maxLength={field === 'trackingUrl' ? SALES_LIMITS.url : SALES_LIMITS.tracking}
              inputMode={field === 'trackingUrl' ? 'url' : undefined}
              autoComplete="off"
              aria-required={field !== 'trackingUrl' || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [field === 'trackingUrl' ? `${id}-hint` : '', error ? `${id}-error` : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onChange={(event) => set(event.target.value)}
            />
          </FormField>
        );
      })}
    </StepDialog>
  );
}

function DeliveredDialog({ open, order, pending, onOpenChange, run }: DialogProps) {
  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark delivered?"
      question={`${pieceLine(order)} arrived at ${collectorName(order)}’s. Their order page shows it delivered.`}
      confirmLabel="Mark delivered"
      pendingLabel="Saving..."
      pending={pending}
      onConfirm={() => run('delivered', {}, (saved) => `${pieceLine(saved)} delivered.`)}
    />
  );
}

const NUMBER_AFTER_TEXT: Record<(typeof NUMBER_AFTER)[number], (number: number) => string> = {
  sale: (number) => `Number ${number} returns to sale (the next in line is offered it)`,
  withheld: (number) => `Number ${number} is withheld from sale`,
};

function EndOrderDialog({
  open,
  order,
  pending,
  onOpenChange,
  run,
  ending,
}: DialogProps & { ending: 'cancel' | 'refund' }) {
  const [numberReturnsTo, setNumberReturnsTo] = useState<(typeof NUMBER_AFTER)[number]>('sale');
  const [reason, setReason] = useState('');
  const refund = ending === 'refund';
  const name = collectorName(order);
  const question = refund
    ? `${order.method === 'card' ? `${amountText(order)} goes back to ${name}’s card through Stripe.` : `Send ${amountText(order)} back to ${name} from your bank: Vitrine records it as sent back.`} Their certificate is revoked, a credit note cancels ${order.invoiceNumber ? `invoice ${order.invoiceNumber}` : 'the invoice'}, and they are emailed.`
    : `${name} no longer holds ${pieceLine(order)} for ${amountText(order)}.${order.invoiceNumber ? ` A credit note cancels invoice ${order.invoiceNumber}.` : ''} They are emailed.`;
  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      title={refund ? `Refund ${amountText(order)} to ${name}?` : `Cancel ${name}’s order?`}
      question={question.replace(/\s+/g, ' ')}
      confirmLabel={refund ? `Refund ${amountText(order)}` : 'Cancel order'}
      pendingLabel={refund ? 'Refunding...' : 'Cancelling...'}
      pending={pending}
      destructive
      onConfirm={() =>
        run(ending, { numberReturnsTo, reason: reason.trim() }, (saved) =>
          refund
            ? `${amountText(saved)} refunded to ${collectorName(saved)}${saved.creditNoteNumber ? `; credit note ${saved.creditNoteNumber}` : ''}.`
            : `${collectorName(saved)}’s order of ${pieceLine(saved)} is cancelled.`,
        )
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">The number</legend>
        {NUMBER_AFTER.map((choice) => (
          <label key={choice} className="flex items-start gap-2.5 text-sm">
            <input
              type="radio"
              name={`${ending}-number-after`}
              value={choice}
              checked={numberReturnsTo === choice}
              onChange={() => setNumberReturnsTo(choice)}
              className="mt-0.5 size-4 accent-[var(--color-accent)]"
            />
            {NUMBER_AFTER_TEXT[choice](order.piece.number)}
          </label>
        ))}
      </fieldset>
      <FormField
        id={`order-${ending}-reason`}
        label="Reason"
        hint={`Optional. Told to ${name} in the email.`}
      >
        <Textarea
          id={`order-${ending}-reason`}
          rows={2}
          maxLength={SALES_LIMITS.text}
          value={reason}
          aria-describedby={`order-${ending}-reason-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </StepDialog>
  );
}
