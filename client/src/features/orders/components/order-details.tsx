import type { FormEcho } from '@contract/form-echo';
import { PAID_PARAM, PAID_VALUE } from '@contract/order-page';
import type { OrderView } from '@contract/sales';
import { RotateCw } from '@/components/icons/rotate-cw';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ORDER_COPY } from '@/config/copy/order';
import { useHydrated, useViewerTimeZone } from '@/lib/hydrated';
import { orderPath } from '../api';
import { orderPhaseOf } from '../order-phase';
import { AddressForm, AddressLines } from './address-form';
import { BankDetails } from './bank-details';
import { OrderCard } from './order-card';
import { OrderEnded } from './order-ended';
import { DeliveryPanel, PaidPanel } from './order-progress';
import { OrderSummary } from './order-summary';
import { PaymentPanel } from './payment-panel';

const copy = ORDER_COPY;

interface OrderDetailsProps {
  view: OrderView;
  token: string;
  /** Back from Stripe's page with `?paid=1`. */
  returnedFromCheckout: boolean;
  /** The page asked the server again for a while and then stopped: offer a refresh. */
  stoppedAsking?: boolean;
  echo: FormEcho | undefined;
  onView: (view: OrderView | null) => void;
}

/** Back from Stripe, until its signed word marks the order paid. */
function ConfirmingPanel({ token, stoppedAsking }: { token: string; stoppedAsking?: boolean }) {
  const hydrated = useHydrated();
  return (
    <OrderCard title={copy.confirming.title} tone="accent">
      <p role="status" className="text-foreground">
        {!hydrated ? copy.confirming.noScript : stoppedAsking ? copy.confirming.slow : copy.confirming.text}
      </p>
      {!hydrated || stoppedAsking ? (
        <Button asChild variant="secondary" size="lg" className="justify-self-start">
          {/* A plain link: works before and without the script, and asks for the page anew. */}
          <a href={`${orderPath(token)}?${PAID_PARAM}=${PAID_VALUE}`}>
            <RotateCw className="size-4" aria-hidden />
            {copy.confirming.refresh}
          </a>
        </Button>
      ) : null}
    </OrderCard>
  );
}

/** The order: what it is, and what it asks of the collector now or shows of its progress. */
export function OrderDetails({
  view,
  token,
  returnedFromCheckout,
  stoppedAsking,
  echo,
  onView,
}: OrderDetailsProps) {
  const timeZone = useViewerTimeZone();
  const phase = orderPhaseOf(view, returnedFromCheckout);
  const headline = copy.headline[phase];
  const awaiting = view.state === 'awaiting-payment';
  return (
    <div className="grid gap-10">
      <PageHeader eyebrow={copy.reference(view.reference)} title={headline.title} intro={headline.intro} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid gap-6">
          {phase === 'confirming-payment' ? (
            <ConfirmingPanel token={token} stoppedAsking={stoppedAsking} />
          ) : null}
          {phase === 'awaiting-payment' ? (
            <PaymentPanel view={view} token={token} echo={echo} timeZone={timeZone} onView={onView} />
          ) : null}
          {view.bankTransfer && awaiting ? (
            <BankDetails view={{ ...view, bankTransfer: view.bankTransfer }} timeZone={timeZone} />
          ) : null}
          {view.needsAddress ? <AddressForm view={view} token={token} echo={echo} onView={onView} /> : null}
          {view.state === 'paid' ? <PaidPanel view={view} timeZone={timeZone} /> : null}
          {view.state === 'paid' && view.shipment ? (
            <DeliveryPanel shipment={view.shipment} address={view.shippingAddress} timeZone={timeZone} />
          ) : null}
          {awaiting && view.shippingAddress && !view.needsAddress ? (
            <OrderCard title={copy.address.saved}>
              <AddressLines address={view.shippingAddress} />
            </OrderCard>
          ) : null}
          {view.state === 'lapsed' || view.state === 'cancelled' || view.state === 'refunded' ? (
            <OrderEnded view={{ ...view, state: view.state }} />
          ) : null}
        </div>
        <aside className="lg:sticky lg:top-24">
          <OrderSummary view={view} />
        </aside>
      </div>
    </div>
  );
}
