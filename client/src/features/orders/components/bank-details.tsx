import { formatMoney } from '@contract/money';
import type { OrderView } from '@contract/sales';
import { ORDER_COPY } from '@/config/copy/order';
import { formatReleaseTime } from '@/lib/countdown';
import { DocumentLink } from './document-link';
import { Fact, OrderCard } from './order-card';

const copy = ORDER_COPY.transfer;

/** What to transfer, where to, with which reference; and the invoice to download. */
export function BankDetails({
  view,
  timeZone,
}: {
  view: OrderView & { bankTransfer: NonNullable<OrderView['bankTransfer']> };
  timeZone: string | undefined;
}) {
  const bank = view.bankTransfer;
  const awaiting = view.state === 'awaiting-payment';
  return (
    <OrderCard title={copy.heading} tone={awaiting ? 'accent' : 'neutral'}>
      {awaiting ? <p className="text-muted">{copy.intro}</p> : null}
      <dl className="divide-y divide-border border-y border-border">
        <Fact label={copy.accountHolder}>{bank.accountHolder}</Fact>
        <Fact label={copy.iban}>
          <span className="font-mono break-all">{bank.iban}</span>
        </Fact>
        {bank.bic ? (
          <Fact label={copy.bic}>
            <span className="font-mono">{bank.bic}</span>
          </Fact>
        ) : null}
        <Fact label={copy.reference}>
          <span className="font-mono font-semibold text-accent">{bank.reference}</span>
        </Fact>
        <Fact label={copy.amount} strong>
          {formatMoney(bank.amount, view.amounts.currency)}
        </Fact>
      </dl>
      {awaiting && view.payBy ? (
        <p className="text-sm text-foreground">{copy.due(formatReleaseTime(view.payBy, timeZone))}</p>
      ) : null}
      {view.invoice && awaiting ? (
        <DocumentLink
          document={view.invoice}
          label={copy.invoice(view.invoice.number)}
          className="justify-self-start"
        />
      ) : null}
    </OrderCard>
  );
}
