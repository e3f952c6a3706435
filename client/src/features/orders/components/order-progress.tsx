import type { OrderView } from '@contract/sales';
import { CircleCheck } from '@/components/icons/circle-check';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ORDER_COPY } from '@/config/copy/order';
import { cn } from '@/lib/cn';
import { formatDayOf } from '../order-dates';
import { AddressLines } from './address-form';
import { DocumentLink } from './document-link';
import { OrderCard } from './order-card';

const copy = ORDER_COPY;

const STEPS = ['to-pack', 'shipped', 'delivered'] as const;
const STEP_LABELS = {
  'to-pack': copy.shipping.steps.packing,
  shipped: copy.shipping.steps.shipped,
  delivered: copy.shipping.steps.delivered,
} as const;

/** Paid: the receipt and the certificate. */
export function PaidPanel({ view, timeZone }: { view: OrderView; timeZone: string | undefined }) {
  return (
    <OrderCard title={copy.paid.title} tone="accent">
      {view.paidAt ? (
        <p className="text-foreground">{copy.paid.text(formatDayOf(view.paidAt, timeZone))}</p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {view.invoice ? <DocumentLink document={view.invoice} label={copy.paid.receipt} /> : null}
        {view.certificate ? (
          <Button asChild variant="secondary" size="lg">
            <Link to={view.certificate.verifyPath}>{copy.paid.certificateLink}</Link>
          </Button>
        ) : null}
      </div>
    </OrderCard>
  );
}

/** Where the parcel is: being packed, shipped (with its tracking), delivered. */
export function DeliveryPanel({
  shipment,
  address,
  timeZone,
}: {
  shipment: NonNullable<OrderView['shipment']>;
  address: OrderView['shippingAddress'];
  timeZone: string | undefined;
}) {
  const reached = STEPS.indexOf(shipment.state);
  return (
    <OrderCard title={copy.shipping.heading}>
      <ol className="grid grid-cols-3 gap-2">
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === reached ? 'step' : undefined}
            className={cn(
              'grid justify-items-start gap-2 border-t-2 pt-3 text-sm',
              index <= reached ? 'border-accent text-foreground' : 'border-border text-muted',
            )}
          >
            {index < reached ? <CircleCheck className="size-4 text-accent" aria-hidden /> : null}
            {STEP_LABELS[step]}
          </li>
        ))}
      </ol>
      {shipment.state === 'to-pack' ? <p className="text-muted">{copy.shipping.packing}</p> : null}
      {shipment.state !== 'to-pack' && shipment.shippedAt ? (
        <p className="text-foreground">
          {copy.shipping.shipped(shipment.carrier, formatDayOf(shipment.shippedAt, timeZone))}
        </p>
      ) : null}
      {shipment.trackingNumber && shipment.state !== 'to-pack' ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-mono text-sm text-muted">{copy.shipping.tracking(shipment.trackingNumber)}</p>
          {shipment.trackingUrl ? (
            <Button asChild size="lg" variant={shipment.state === 'shipped' ? 'primary' : 'secondary'}>
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {copy.shipping.track}
              </a>
            </Button>
          ) : null}
        </div>
      ) : null}
      {shipment.state === 'delivered' && shipment.deliveredAt ? (
        <p className="text-foreground">
          {copy.shipping.delivered(formatDayOf(shipment.deliveredAt, timeZone))}
        </p>
      ) : null}
      {address ? (
        <div className="grid gap-1 border-t border-border pt-4">
          <p className="text-xs font-medium tracking-[0.16em] text-muted uppercase">{copy.address.saved}</p>
          <AddressLines address={address} />
        </div>
      ) : null}
    </OrderCard>
  );
}
