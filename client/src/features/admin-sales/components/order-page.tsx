import { mailtoHref } from '@contract/email-address';
import type { AdminOrder } from '@contract/sales';
import { addressLines } from '@contract/sales-text';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { ExternalLink } from '@/components/icons/admin';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { salesQueries } from '../api';
import {
  amountText,
  collectorName,
  dayText,
  methodText,
  momentText,
  pieceLine,
  taxLine,
} from '../order-text';
import { SALES_COPY } from '../sales-copy';
import { OrderSteps } from './order-steps';
import { StageBadge } from './stage-badge';

const copy = SALES_COPY.order;

/** One order: what it is for, its money, its parcel, its documents, and the steps open to it. */
export function OrderPage({
  id,
  onBack,
  onOpenCollector,
}: {
  id: number;
  onBack: () => void;
  onOpenCollector: (collectorId: number) => void;
}) {
  const order = useQuery(salesQueries.order(id));
  useFailureToast(order.error, copy.loadFailed);
  return (
    <section className="grid gap-5">
      <div>
        <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack}>
          <ArrowLeft aria-hidden />
          {copy.back}
        </Button>
      </div>
      <QueryStates query={order} loadingText={copy.loading} failedText={copy.loadFailed}>
        {(shown) => <OrderRecord order={shown} onOpenCollector={onOpenCollector} />}
      </QueryStates>
    </section>
  );
}

function OrderRecord({
  order,
  onOpenCollector,
}: {
  order: AdminOrder;
  onOpenCollector: (collectorId: number) => void;
}) {
  const collectorId = order.collector.id;
  return (
    <div className="grid gap-5">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 className="font-display text-2xl font-bold">Order {order.reference}</h2>
          <StageBadge stage={order.stage} />
          {order.refundDue ? <Badge tone="soldOut">{SALES_COPY.orders.refundDue}</Badge> : null}
        </div>
        <p className="text-sm break-words text-muted">
          {pieceLine(order)} · <span className="text-foreground">{amountText(order)}</span>
        </p>
        {order.waitingFor ? (
          <p className="w-fit rounded-md border border-accent/45 bg-accent/10 px-3 py-1.5 text-sm font-medium">
            {order.waitingFor}
          </p>
        ) : null}
        <OrderSteps order={order} />
      </header>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <Facts
          title="Collector"
          after={
            <div className="flex flex-wrap gap-2 pt-1">
              {collectorId !== null ? (
                <Button variant="subtle" size="sm" onClick={() => onOpenCollector(collectorId)}>
                  {copy.collectorRecord}
                </Button>
              ) : null}
              <Button variant="subtle" size="sm" asChild>
                <a href={order.orderPath} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden />
                  {copy.orderPage}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            </div>
          }
        >
          <Fact term="Name">{collectorName(order)}</Fact>
          <Fact term="Email">
            <a href={mailtoHref(order.collector.email)} className="break-all hover:underline">
              {order.collector.email}
            </a>
          </Fact>
          <Fact term="Ships to">
            {order.shippingAddress ? (
              <span className="grid">
                {addressLines(order.shippingAddress).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
            ) : (
              copy.noAddress
            )}
          </Fact>
          {order.shippingAddress?.phone ? (
            <Fact term="Phone">
              <span className="tabular-nums">{order.shippingAddress.phone}</span>
            </Fact>
          ) : null}
        </Facts>
        <Facts title="Payment">
          <Fact term="Amount">{amountText(order)}</Fact>
          <Fact term="Of which">{taxLine(order)}</Fact>
          <Fact term="Method">{methodText(order)}</Fact>
          <Fact term="Ordered">{momentText(order.createdAt)}</Fact>
          {order.payBy ? <Fact term="Held until">{momentText(order.payBy)}</Fact> : null}
          {order.paidAt ? <Fact term="Paid on">{dayText(order.paidAt)}</Fact> : null}
          {order.endedAt ? (
            <Fact term={order.state === 'refunded' ? 'Refunded on' : 'Ended on'}>
              {dayText(order.endedAt)}
            </Fact>
          ) : null}
          <Fact term="Invoice">{order.invoiceNumber ?? 'None yet'}</Fact>
          {order.creditNoteNumber ? <Fact term="Credit note">{order.creditNoteNumber}</Fact> : null}
        </Facts>
        {order.shipment ? (
          <Facts title="Shipping">
            <Fact term="Parcel">
              {order.shipment.state === 'to-pack'
                ? 'To pack'
                : order.shipment.state === 'shipped'
                  ? 'Shipped'
                  : 'Delivered'}
            </Fact>
            {order.shipment.carrier ? <Fact term="Carrier">{order.shipment.carrier}</Fact> : null}
            {order.shipment.trackingNumber ? (
              <Fact term="Tracking">
                {order.shipment.trackingUrl ? (
                  <a
                    href={order.shipment.trackingUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="break-all underline"
                  >
                    {order.shipment.trackingNumber}
                  </a>
                ) : (
                  order.shipment.trackingNumber
                )}
              </Fact>
            ) : null}
            {order.shipment.shippedAt ? (
              <Fact term="Shipped on">{dayText(order.shipment.shippedAt)}</Fact>
            ) : null}
            {order.shipment.deliveredAt ? (
              <Fact term="Delivered on">{dayText(order.shipment.deliveredAt)}</Fact>
            ) : null}
          </Facts>
        ) : null}
      </div>
    </div>
  );
}

/** A titled card of facts; `after` holds its links, below the list. */
function Facts({ title, after, children }: { title: string; after?: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-2 rounded-lg border border-border bg-surface p-4" aria-label={title}>
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <dl className="grid gap-1.5 text-sm">{children}</dl>
      {after}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
