import type { SalesSettings } from '../../../../contract/sales';
import type { DbOrTransaction } from '../../../core/db/index';
import { findDocument, type OrderRow } from '../order-records';
import { orderReferenceOf } from '../order-token';
import { salesDocuments } from '../schema';
import { nextDocumentNumber } from './invoice-numbers';
import type { InvoiceSnapshot } from './invoice-snapshot';

/** YYYY-MM-DD of a moment, in UTC: the day documents are dated by. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** What every document of an order prints of the order itself. */
function orderPart(order: OrderRow, settings: SalesSettings) {
  return {
    orderReference: orderReferenceOf(order.id),
    seller: { ...settings.seller },
    buyer: { name: order.buyerName, email: order.buyerEmail, address: order.shippingAddress ?? null },
    line: { title: order.pieceTitle, size: order.size, number: order.number, editionSize: order.editionSize },
    amounts: {
      net: order.net,
      tax: order.tax,
      gross: order.gross,
      currency: order.currency,
      taxRatePercent: order.taxBasisPoints / 100,
      pricesIncludeTax: order.pricesIncludeTax,
    },
  };
}

/**
 * The order's invoice, issued once (a second call answers the first): numbered in the year's
 * series, with the bank details and the reference to quote when it is to be paid by transfer.
 * Runs in the caller's transaction, which must hold the order's lock.
 */
export async function issueInvoice(
  tx: DbOrTransaction,
  order: OrderRow,
  settings: SalesSettings,
  { now, dueAt, forTransfer }: { now: Date; dueAt: Date | null; forTransfer: boolean },
) {
  const existing = await findDocument(tx, order.id, 'invoice');
  if (existing) return existing;
  const { year, sequence, number } = await nextDocumentNumber(tx, now.getUTCFullYear());
  const snapshot: InvoiceSnapshot = {
    ...orderPart(order, settings),
    dueOn: dueAt ? dayOf(dueAt) : null,
    cancels: null,
    bank: forTransfer
      ? {
          accountHolder: settings.bankTransfer.accountHolder || settings.seller.legalName,
          iban: settings.bankTransfer.iban,
          bic: settings.bankTransfer.bic,
          reference: number,
        }
      : null,
  };
  const [row] = await tx
    .insert(salesDocuments)
    .values({ orderId: order.id, kind: 'invoice', number, year, sequence, issuedOn: dayOf(now), snapshot })
    .returning();
  return row!;
}

/**
 * The credit note that cancels the order's invoice (a refund or a cancellation after invoicing),
 * numbered in the same series. None when no invoice was issued; once only.
 */
export async function issueCreditNote(
  tx: DbOrTransaction,
  order: OrderRow,
  { now, reason }: { now: Date; reason: string },
) {
  const invoice = await findDocument(tx, order.id, 'invoice');
  if (!invoice) return null;
  const existing = await findDocument(tx, order.id, 'credit-note');
  if (existing) return existing;
  const { year, sequence, number } = await nextDocumentNumber(tx, now.getUTCFullYear());
  const snapshot: InvoiceSnapshot = {
    ...invoice.snapshot,
    dueOn: null,
    bank: null,
    cancels: { number: invoice.number, reason },
  };
  const [row] = await tx
    .insert(salesDocuments)
    .values({
      orderId: order.id,
      kind: 'credit-note',
      number,
      year,
      sequence,
      issuedOn: dayOf(now),
      snapshot,
    })
    .returning();
  return row!;
}
