import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { SIZE_MODEL_LABELS } from '../../../contract/limits';
import { decimalOf } from '../../../contract/money';
import { PAYMENT_METHOD_LABELS } from '../../../contract/sales';
import { type CsvColumn, toCsv } from '../../core/csv/csv';
import type { Db } from '../../core/db/index';
import { dayOf } from './documents/issue-documents';
import { orderReferenceOf } from './order-token';
import { orders, salesDocuments } from './schema';

type LedgerRow = { document: typeof salesDocuments.$inferSelect; order: typeof orders.$inferSelect };

const money = (value: (row: LedgerRow) => number) => (row: LedgerRow) =>
  decimalOf(value(row), row.document.snapshot.amounts.currency);

/**
 * The sales ledger for the accountant: every invoice and credit note issued in the period, one
 * line each, in the order they were numbered. Amounts are decimals of the document's currency,
 * never rounded floats; a credit note's amounts are what it takes back (its type says so).
 */
const COLUMNS: CsvColumn<LedgerRow>[] = [
  { header: 'Date', value: (row) => row.document.issuedOn },
  { header: 'Type', value: (row) => (row.document.kind === 'invoice' ? 'Invoice' : 'Credit note') },
  { header: 'Invoice number', value: (row) => row.document.number },
  { header: 'Cancels', value: (row) => row.document.snapshot.cancels?.number ?? '' },
  { header: 'Order', value: (row) => orderReferenceOf(row.order.id) },
  { header: 'Collector', value: (row) => row.document.snapshot.buyer.name },
  { header: 'Email', value: (row) => row.document.snapshot.buyer.email },
  { header: 'Piece', value: (row) => row.document.snapshot.line.title },
  { header: 'Size', value: (row) => SIZE_MODEL_LABELS[row.document.snapshot.line.size] },
  { header: 'Number', value: (row) => String(row.document.snapshot.line.number) },
  { header: 'Net', value: money((row) => row.document.snapshot.amounts.net) },
  { header: 'Tax', value: money((row) => row.document.snapshot.amounts.tax) },
  { header: 'Gross', value: money((row) => row.document.snapshot.amounts.gross) },
  { header: 'Currency', value: (row) => row.document.snapshot.amounts.currency },
  { header: 'Tax rate %', value: (row) => String(row.document.snapshot.amounts.taxRatePercent) },
  { header: 'Method', value: (row) => (row.order.method ? PAYMENT_METHOD_LABELS[row.order.method] : '') },
  { header: 'Paid on', value: (row) => (row.order.paidAt ? dayOf(row.order.paidAt) : '') },
  {
    header: 'Refunded on',
    value: (row) => (row.order.state === 'refunded' && row.order.endedAt ? dayOf(row.order.endedAt) : ''),
  },
];

export async function salesLedgerCsv(db: Db, period: { from?: string; to?: string }): Promise<string> {
  const rows = await db
    .select({ document: salesDocuments, order: orders })
    .from(salesDocuments)
    .innerJoin(orders, eq(orders.id, salesDocuments.orderId))
    .where(
      and(
        period.from ? gte(salesDocuments.issuedOn, period.from) : undefined,
        period.to ? lte(salesDocuments.issuedOn, period.to) : undefined,
      ),
    )
    .orderBy(asc(salesDocuments.year), asc(salesDocuments.sequence));
  return toCsv(COLUMNS, rows);
}
