import { inArray } from 'drizzle-orm';
import { currencyExponent, formatMoney } from '../../../../contract/money';
import type { StatementPreview } from '../../../../contract/sales';
import type { Db } from '../../../core/db/index';
import { HttpError } from '../../../core/http-error';
import { orderReferenceOf } from '../order-token';
import { applyPayment } from '../payments';
import type { SalesContext } from '../sales-context';
import { orderPayments, orders, salesDocuments } from '../schema';
import { readSalesSettings } from '../settings';
import { readStatement, StatementError } from './read-statement';

const INVOICE_NUMBER = /INV-?(\d{4})-?(\d{1,6})/gi;
const ORDER_REFERENCE = /VT-?(\d{1,9})/gi;

/**
 * Reads the statement and matches each credit to the order its reference names (the invoice
 * number, or the order's VT reference), when the amount is that order's to the cent. Nothing is
 * applied: the owner sees what matched and what did not first.
 */
export async function matchStatement(db: Db, csv: string): Promise<StatementPreview> {
  const settings = await readSalesSettings(db);
  let credits: ReturnType<typeof readStatement>;
  try {
    credits = readStatement(csv, currencyExponent(settings.currency));
  } catch (error) {
    if (error instanceof StatementError) throw new HttpError(400, error.message);
    throw error;
  }
  const invoices = await db
    .select()
    .from(salesDocuments)
    .where(inArray(salesDocuments.kind, ['invoice']));
  const byInvoice = new Map(invoices.map((doc) => [doc.number.toUpperCase(), doc.orderId]));
  const orderIds = new Set<number>();
  const named = credits.map((credit) => {
    const ids = new Set<number>();
    for (const m of credit.reference.matchAll(INVOICE_NUMBER)) {
      const id = byInvoice.get(`INV-${m[1]}-${m[2]!.padStart(4, '0')}`);
      if (id) ids.add(id);
    }
    for (const m of credit.reference.matchAll(ORDER_REFERENCE)) ids.add(Number(m[1]));
    for (const id of ids) orderIds.add(id);
    return { credit, ids: [...ids] };
  });
  const found = orderIds.size
    ? await db
        .select()
        .from(orders)
        .where(inArray(orders.id, [...orderIds]))
    : [];
  const applied = found.length
    ? await db
        .select()
        .from(orderPayments)
        .where(
          inArray(
            orderPayments.orderId,
            found.map((o) => o.id),
          ),
        )
    : [];
  const preview: StatementPreview = { matched: [], unmatched: [] };
  for (const { credit, ids } of named) {
    const base = { ...credit, orderId: null, orderReference: null };
    const candidates = found.filter((order) => ids.includes(order.id));
    const already = applied.some((payment) => payment.source === `statement:${credit.key}`);
    if (already) {
      preview.unmatched.push({ ...base, note: 'Already applied from an earlier upload.' });
      continue;
    }
    if (candidates.length === 0) {
      preview.unmatched.push({ ...base, note: 'No order or invoice number in the reference.' });
      continue;
    }
    const order = candidates.find((o) => o.gross === credit.amount);
    if (!order) {
      const expected = candidates
        .map((o) => `${orderReferenceOf(o.id)} is ${formatMoney(o.gross, o.currency)}`)
        .join(', ');
      preview.unmatched.push({ ...base, note: `The amount differs: ${expected}.` });
      continue;
    }
    const note =
      order.state === 'awaiting-payment'
        ? 'Marks the order paid.'
        : order.state === 'lapsed' || order.state === 'cancelled'
          ? 'The order had ended: the sale stands if its number is still free, else this is owed back.'
          : 'The order is already paid: this would be owed back.';
    preview.matched.push({ ...credit, orderId: order.id, orderReference: orderReferenceOf(order.id), note });
  }
  return preview;
}

/** Applies the matched lines the owner chose, each once (a line applied before is skipped). */
export async function applyStatement(context: SalesContext, csv: string, keys: string[]) {
  const preview = await matchStatement(context.db, csv);
  const chosen = new Set(keys);
  let applied = 0;
  let skipped = 0;
  for (const line of preview.matched) {
    if (!chosen.has(line.key) || line.orderId === null) continue;
    const [order] = await context.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [line.orderId]));
    const outcome = await applyPayment(context, {
      orderId: line.orderId,
      method: 'bank-transfer',
      amount: line.amount,
      currency: order!.currency,
      source: `statement:${line.key}`,
      receivedAt: new Date(`${line.bookedOn}T12:00:00Z`),
    });
    if (outcome === 'duplicate' || outcome === 'mismatch' || outcome === 'unknown-order') skipped += 1;
    else applied += 1;
  }
  return { applied, skipped };
}
