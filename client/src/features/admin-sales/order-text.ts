import { formatMoney } from '@contract/money';
import { type AdminOrder, PAYMENT_METHOD_LABELS } from '@contract/sales';
import { formatTaxRate, pieceLine as pieceLineOf } from '@contract/sales-text';
import { relativeTo } from '@/features/admin-reservations/age';
import { SALES_COPY } from './sales-copy';

/** "Hero Kid, 12 inch, No. 7": which number of which piece, as the invoice and the emails write it. */
export const pieceLine = ({ piece }: Pick<AdminOrder, 'piece'>) =>
  pieceLineOf(piece.title, piece.size, piece.number, null);

/** What the collector pays, tax included: "€4,800.00". */
export const amountText = (order: Pick<AdminOrder, 'amounts'>) =>
  formatMoney(order.amounts.gross, order.amounts.currency);

export const methodText = (order: Pick<AdminOrder, 'method'>) =>
  order.method ? PAYMENT_METHOD_LABELS[order.method] : SALES_COPY.orders.notChosen;

/** "3 days ago": how long since the order opened, from the viewer's clock. */
export const ageText = (order: Pick<AdminOrder, 'createdAt'>, now = new Date()) =>
  relativeTo(order.createdAt, now.toISOString());

/** The collector's name as the owner calls them, their address when they gave none. */
export const collectorName = (order: Pick<AdminOrder, 'collector'>) =>
  order.collector.name || order.collector.email;

/** Net, tax and gross as the owner checks them: "€4,033.61 + 19% tax €766.39". */
export function taxLine(order: Pick<AdminOrder, 'amounts'>): string {
  const { net, tax, currency, taxRatePercent } = order.amounts;
  if (tax === 0) return 'No tax';
  return `${formatMoney(net, currency)} + ${formatTaxRate(taxRatePercent)} tax ${formatMoney(tax, currency)}`;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** "7 Dec 2026": a day, in the viewer's time zone. */
export const dayText = (iso: string) => dayFormat.format(new Date(iso));
/** "7 Dec 2026, 14:05": a moment, in the viewer's time zone. */
export const momentText = (iso: string) => timeFormat.format(new Date(iso));
