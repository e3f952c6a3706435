import { SIZE_MODEL_LABELS } from '@contract/limits';
import { formatMoney } from '@contract/money';
import type { OrderView } from '@contract/sales';
import { Link } from '@/components/ui/link';
import { ORDER_COPY } from '@/config/copy/order';
import { paths } from '@/config/paths';
import { Fact, OrderCard } from './order-card';

const copy = ORDER_COPY;

/** The piece, its size and number, and what it costs: net, tax and the total. */
export function OrderSummary({ view }: { view: OrderView }) {
  const { piece, amounts } = view;
  const money = (minor: number) => formatMoney(minor, amounts.currency);
  return (
    <OrderCard title={copy.piece.heading}>
      <div className="grid gap-1">
        <p className="font-display text-2xl font-semibold text-foreground">{piece.title}</p>
        {piece.slug ? (
          <Link
            to={paths.sculpture(piece.slug)}
            className="text-sm text-accent underline-offset-4 hover:underline"
          >
            {copy.piece.view}
          </Link>
        ) : null}
      </div>
      <dl className="divide-y divide-border border-y border-border">
        <Fact label={copy.piece.size}>{SIZE_MODEL_LABELS[piece.size]}</Fact>
        <Fact label={copy.piece.number}>{copy.piece.numberOf(piece.number, piece.editionSize)}</Fact>
      </dl>
      <div className="grid gap-1">
        <h3 className="text-xs font-medium tracking-[0.16em] text-muted uppercase">{copy.amounts.heading}</h3>
        <dl className="divide-y divide-border">
          <Fact label={copy.amounts.net}>{money(amounts.net)}</Fact>
          <Fact
            label={amounts.taxRatePercent ? copy.amounts.tax(amounts.taxRatePercent) : copy.amounts.noTax}
          >
            {money(amounts.tax)}
          </Fact>
          <Fact label={copy.amounts.gross} strong>
            {money(amounts.gross)}
          </Fact>
        </dl>
        {amounts.pricesIncludeTax && amounts.tax > 0 ? (
          <p className="text-xs text-muted">{copy.amounts.included}</p>
        ) : null}
      </div>
    </OrderCard>
  );
}
