import { SIZE_MODEL_LABELS } from '@contract/limits';
import { formatMoney } from '@contract/money';
import { type Address, type AdminOrder, PAYMENT_METHOD_LABELS } from '@contract/sales';
import { relativeTo } from '@/features/admin-reservations/age';
import { SALES_COPY } from './sales-copy';

/** "Hero Kid · 12 inch · No. 7": which number of which piece the order is for. */
export const pieceLine = (order: Pick<AdminOrder, 'piece'>) =>
  `${order.piece.title} · ${SIZE_MODEL_LABELS[order.piece.size]} · No. ${order.piece.number}`;

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

/** A shipping address as a label prints it, one line each. */
export function addressLines(address: Address): string[] {
  return [
    address.name,
    address.line1,
    address.line2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.region,
    new Intl.DisplayNames('en', { type: 'region' }).of(address.country) ?? address.country,
    address.phone,
  ].filter(Boolean);
}

/** Net, tax and gross as the owner checks them: "€4,033.61 + 19 % tax €766.39". */
export function taxLine(order: Pick<AdminOrder, 'amounts'>): string {
  const { net, tax, currency, taxRatePercent } = order.amounts;
  if (tax === 0) return 'No tax';
  return `${formatMoney(net, currency)} + ${taxRatePercent} % tax ${formatMoney(tax, currency)}`;
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
