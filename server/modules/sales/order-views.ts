import { API_PREFIX } from '../../../contract/api-paths';
import { ORDER_CREDIT_NOTE_CALL, ORDER_INVOICE_CALL } from '../../../contract/order-calls';
import { pathOf, ROUTES, verifyCodePath } from '../../../contract/page-paths';
import type { AdminOrder, OrderStage, OrderView, SalesSettings } from '../../../contract/sales';
import { type DocumentRow, documentsOf, type OrderRow, shownSlugOf } from './order-records';
import { orderReferenceOf } from './order-token';
import type { SalesContext } from './sales-context';
import { openMethods } from './settings';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function amountsOf(order: OrderRow) {
  return {
    net: order.net,
    tax: order.tax,
    gross: order.gross,
    currency: order.currency,
    taxRatePercent: order.taxBasisPoints / 100,
    pricesIncludeTax: order.pricesIncludeTax,
  };
}

function shipmentOf(order: OrderRow) {
  if (!order.shipmentState || order.state !== 'paid') return null;
  return {
    state: order.shipmentState,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
  };
}

/** The one word of the owner's list: the money state, or once paid where the parcel is. */
export function stageOf(order: Pick<OrderRow, 'state' | 'shipmentState'>): OrderStage {
  if (order.state !== 'paid') return order.state;
  if (order.shipmentState === 'shipped') return 'shipped';
  if (order.shipmentState === 'delivered') return 'delivered';
  return 'paid';
}

/** What the order waits for from the owner, in their words; null when nothing. */
export function waitingForOf(order: OrderRow): string | null {
  if (order.refundDue) return order.method === 'card' ? 'Card refund going through' : 'Send the payment back';
  if (order.state === 'awaiting-payment') {
    if (order.method !== 'bank-transfer') return 'Waiting for the collector to pay';
    // The transfer's invoice, with the details to pay, follows the collector's address.
    return order.shippingAddress ? 'Watch for the transfer' : 'Waiting for the address';
  }
  if (order.state !== 'paid') return null;
  if (order.shipmentState === 'to-pack')
    return order.shippingAddress ? 'Pack and ship' : 'Waiting for the address';
  if (order.shipmentState === 'shipped') return 'Mark delivered when it arrives';
  return null;
}

const documentLink = (token: string, call: string, row: DocumentRow | null) =>
  row ? { number: row.number, issuedOn: row.issuedOn, url: `${API_PREFIX}${pathOf(call, { token })}` } : null;

/** The collector's order page, read by its token. */
export async function orderViewOf(
  context: SalesContext,
  order: OrderRow,
  token: string,
  settings: SalesSettings,
): Promise<OrderView> {
  const documents = await documentsOf(context.db, order.id);
  const awaiting = order.state === 'awaiting-payment';
  const methods = openMethods(settings, context.stripe !== null);
  const chosenTransfer = order.method === 'bank-transfer';
  const bank = documents.invoice?.snapshot.bank ?? null;
  return {
    reference: orderReferenceOf(order.id),
    state: order.state,
    piece: {
      title: order.pieceTitle,
      slug: await shownSlugOf(context.db, order.sculptureId),
      size: order.size,
      number: order.number,
      editionSize: order.editionSize,
    },
    buyer: { name: order.buyerName, email: order.buyerEmail },
    amounts: amountsOf(order),
    method: order.method,
    canPayBy: {
      card: awaiting && methods.card && !chosenTransfer,
      bankTransfer: awaiting && methods.bankTransfer && !chosenTransfer,
    },
    payBy: awaiting ? order.payBy.toISOString() : null,
    paidAt: iso(order.paidAt),
    endedAt: iso(order.endedAt),
    bankTransfer:
      chosenTransfer && bank && order.state !== 'cancelled' ? { ...bank, amount: order.gross } : null,
    invoice: documentLink(token, ORDER_INVOICE_CALL, documents.invoice),
    creditNote: documentLink(token, ORDER_CREDIT_NOTE_CALL, documents.creditNote),
    shippingAddress: order.shippingAddress ?? null,
    needsAddress:
      (order.state === 'paid' && order.shipmentState === 'to-pack' && !order.shippingAddress) ||
      (awaiting && chosenTransfer && !order.shippingAddress),
    shipment: shipmentOf(order),
    certificate:
      order.certificateCode && order.state === 'paid'
        ? { code: order.certificateCode, verifyPath: verifyCodePath(order.certificateCode) }
        : null,
  };
}

/** One order as the owner's list shows it. */
export function adminOrderOf(
  order: OrderRow,
  documents: { invoice: string | null; creditNote: string | null },
  orderPath: string,
): AdminOrder {
  return {
    id: order.id,
    reference: orderReferenceOf(order.id),
    createdAt: order.createdAt.toISOString(),
    state: order.state,
    stage: stageOf(order),
    method: order.method,
    amounts: amountsOf(order),
    collector: { id: order.collectorId, name: order.buyerName, email: order.buyerEmail },
    piece: {
      sculptureId: order.sculptureId,
      title: order.pieceTitle,
      size: order.size,
      number: order.number,
    },
    payBy: order.state === 'awaiting-payment' ? order.payBy.toISOString() : null,
    paidAt: iso(order.paidAt),
    endedAt: iso(order.endedAt),
    invoiceNumber: documents.invoice,
    waitingFor: waitingForOf(order),
    refundDue: order.refundDue,
    shipment: shipmentOf(order),
    shippingAddress: order.shippingAddress ?? null,
    creditNoteNumber: documents.creditNote,
    orderPath,
  };
}

/** The order page's path for a token. */
export const orderPagePath = (token: string) => pathOf(ROUTES.order, { token });
