import type { DbOrTransaction } from '../../core/db/index';
import { enqueueMail } from '../../core/mail/mail-outbox';
import { renderOrderDocument } from './documents/render-document';
import {
  buildOrderMessage,
  ORDER_MAIL_KIND,
  type OrderMailContext,
  type OrderMailEvent,
} from './mail/order-mail';
import { type DocumentRow, documentsOf, type OrderRow } from './order-records';

/** Which document an email carries, if any. */
const DOCUMENT_OF: Partial<Record<OrderMailEvent, DocumentRow['kind']>> = {
  invoice: 'invoice',
  receipt: 'invoice',
  refunded: 'credit-note',
};

/**
 * Queues one of the order's emails in the caller's transaction (the outbox sends it once, retried
 * until sent; kill the process and it is still there), with its PDF as the order now stands: an
 * invoice, the receipt (that invoice, paid) or the credit note.
 */
export async function queueOrderMail(
  tx: DbOrTransaction,
  order: OrderRow,
  event: OrderMailEvent,
  context: Omit<OrderMailContext, 'document'>,
): Promise<void> {
  const kind = DOCUMENT_OF[event];
  let document: OrderMailContext['document'] = null;
  if (kind) {
    const documents = await documentsOf(tx, order.id);
    const row = kind === 'invoice' ? documents.invoice : documents.creditNote;
    if (row) document = { filename: `${row.number}.pdf`, pdf: await renderOrderDocument(row, order) };
  }
  await enqueueMail(
    tx,
    ORDER_MAIL_KIND,
    buildOrderMessage(event, order, { ...context, document }),
    order.collectorId,
  );
}
