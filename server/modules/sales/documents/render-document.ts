import { renderInvoicePdf } from '../invoice-pdf';
import type { DocumentRow, OrderRow } from '../order-records';
import { dayOf } from './issue-documents';

/**
 * An issued document as a PDF: its snapshot, and for an invoice whether the order was paid (a
 * paid invoice prints as the receipt). Rendered when asked, so nothing but the snapshot is kept.
 */
export function renderOrderDocument(document: DocumentRow, order: OrderRow): Promise<Buffer> {
  const paid =
    document.kind === 'invoice' && order.paidAt
      ? { on: dayOf(order.paidAt), method: order.method ?? 'by-hand' }
      : null;
  return renderInvoicePdf({
    ...document.snapshot,
    kind: document.kind,
    number: document.number,
    issuedOn: document.issuedOn,
    paid,
  });
}
