import type { AdminOrder } from '@contract/sales';
import { Badge } from '@/components/ui/badge';
import { ageText, amountText, collectorName, methodText, pieceLine } from '../order-text';
import { SALES_COPY } from '../sales-copy';
import { StageBadge } from './stage-badge';

/** One order in the list: where it stands, who, what, how much, and what it waits for; opens it. */
export function OrderRow({ order, onOpen }: { order: AdminOrder; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid w-full gap-1.5 rounded-lg border border-border bg-surface p-3 text-left hover:border-foreground/40 sm:p-4"
    >
      <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-medium">{order.reference}</span>
          <StageBadge stage={order.stage} />
          {order.refundDue ? <Badge tone="soldOut">{SALES_COPY.orders.refundDue}</Badge> : null}
        </span>
        <span className="font-display font-semibold tabular-nums">{amountText(order)}</span>
      </span>
      <span className="min-w-0 text-sm break-words">
        <span className="font-medium">{collectorName(order)}</span>
        <span className="text-muted"> · {pieceLine(order)}</span>
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
        <span>{methodText(order)}</span>
        <time dateTime={order.createdAt}>{ageText(order)}</time>
        {order.waitingFor ? (
          <span className="font-medium text-foreground">
            <span aria-hidden>→ </span>
            {order.waitingFor}
          </span>
        ) : null}
      </span>
    </button>
  );
}
