import { eq } from 'drizzle-orm';
import type { Address, SalesSettings } from '../../../contract/sales';
import type { DbOrTransaction } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { issueInvoice } from './documents/issue-documents';
import { queueOrderMail } from './order-mailing';
import { findDocument, findOrder, type OrderRow } from './order-records';
import { orderReferenceOf } from './order-token';
import type { SalesContext } from './sales-context';
import { orders } from './schema';
import { openMethods, readSalesSettings } from './settings';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Stripe takes a Checkout Session of 30 minutes to 24 hours. */
const CHECKOUT_MIN_MS = 30 * MINUTE;
const CHECKOUT_MAX_MS = 24 * 60 * MINUTE;

export const ORDER_MESSAGES = {
  notAwaiting: 'This order is not awaiting payment.',
  cardOff: 'Card payment is not offered for this order.',
  transferOff: 'Bank transfer is not offered for this order.',
  chosenTransfer: 'This order is to be paid by bank transfer: the bank details are on this page.',
  cardUnavailable:
    'Card payment is not available just now. Please try again in a few minutes, or pay by bank transfer.',
  addressNotNeeded: 'This order’s address can no longer be changed here: please reply to the studio’s email.',
} as const;

function mustAwaitPayment(order: OrderRow | null): OrderRow {
  if (!order) throw new HttpError(404, 'This order no longer exists.');
  if (order.state !== 'awaiting-payment') throw new HttpError(409, ORDER_MESSAGES.notAwaiting);
  return order;
}

/**
 * Card payment: a Stripe Checkout Session for the order's amount that ends with the hold (never
 * sooner than Stripe's 30 minutes: the order then waits for it) and collects the shipping
 * address. An open session is reused, so a double click or a second tab pays one session.
 */
export async function startCheckout(
  context: SalesContext,
  orderId: number,
  links: { success: string; cancel: string },
): Promise<string> {
  const stripe = context.stripe;
  const settings = await readSalesSettings(context.db);
  const order = mustAwaitPayment(await findOrder(context.db, orderId));
  if (!stripe || !openMethods(settings, true).card) throw new HttpError(409, ORDER_MESSAGES.cardOff);
  if (order.method === 'bank-transfer') throw new HttpError(409, ORDER_MESSAGES.chosenTransfer);
  const now = context.now();
  const expiresAt = new Date(
    Math.min(
      Math.max(order.payBy.getTime(), now.getTime() + CHECKOUT_MIN_MS + MINUTE),
      now.getTime() + CHECKOUT_MAX_MS,
    ),
  );
  let session: { id: string; url: string; expiresAt: Date };
  try {
    session = await stripe.createCheckout({
      orderId: order.id,
      reference: orderReferenceOf(order.id),
      title: `${order.pieceTitle}, ${order.size === '100' ? '12 inch' : '54 inch'}, No. ${order.number}${order.editionSize ? ` of ${order.editionSize}` : ''}`,
      amount: order.gross,
      currency: order.currency,
      email: order.buyerEmail,
      expiresAt,
      successUrl: links.success,
      cancelUrl: links.cancel,
    });
  } catch (error) {
    context.log.error({ err: error, orderId }, 'a Checkout Session could not be created');
    throw new HttpError(503, ORDER_MESSAGES.cardUnavailable);
  }
  await context.db.transaction(async (tx) => {
    const locked = mustAwaitPayment(await findOrder(tx, orderId, true));
    await tx
      .update(orders)
      .set({
        stripeSessionId: session.id,
        stripeSessionExpiresAt: session.expiresAt,
        // The number is kept while Stripe's page can still be paid.
        payBy: new Date(Math.max(session.expiresAt.getTime(), locked.payBy.getTime())),
      })
      .where(eq(orders.id, orderId));
  });
  return session.url;
}

/**
 * An invoice is made out to its buyer's address, so the invoice of a bank transfer is issued
 * (numbered, with the bank details and the reference to quote) and emailed once both are known:
 * transfer chosen and address given, in either order. Runs in the caller's transaction, which
 * holds the order's lock; answers whether it queued the invoice's email. Once only: the invoice
 * and its email are each issued once per order.
 */
async function issueTransferInvoiceWhenAddressed(
  tx: DbOrTransaction,
  order: OrderRow,
  settings: SalesSettings,
  { now, orderUrl }: { now: Date; orderUrl: string },
): Promise<boolean> {
  if (order.state !== 'awaiting-payment' || order.method !== 'bank-transfer' || !order.shippingAddress)
    return false;
  if (await findDocument(tx, order.id, 'invoice')) return false;
  await issueInvoice(tx, order, settings, { now, dueAt: order.payBy, forTransfer: true });
  await queueOrderMail(tx, order, 'invoice', { orderUrl });
  return true;
}

/**
 * Bank transfer: the number is kept for the days the shop gives, and the invoice follows the
 * address (issueTransferInvoiceWhenAddressed). Choosing it again changes nothing.
 */
export async function chooseBankTransfer(context: SalesContext, orderId: number): Promise<void> {
  const settings = await readSalesSettings(context.db);
  if (!openMethods(settings, true).bankTransfer) throw new HttpError(409, ORDER_MESSAGES.transferOff);
  const orderUrl = await context.orderLinks();
  const { chosen, queued } = await context.db.transaction(async (tx) => {
    const order = mustAwaitPayment(await findOrder(tx, orderId, true));
    if (order.method === 'bank-transfer') return { chosen: false, queued: false };
    const now = context.now();
    const payBy = new Date(
      Math.max(order.payBy.getTime(), now.getTime() + settings.bankTransfer.daysToPay * DAY),
    );
    await tx
      .update(orders)
      .set({ method: 'bank-transfer', payBy, remindedAt: null })
      .where(eq(orders.id, orderId));
    const updated = (await findOrder(tx, orderId))!;
    const invoiced = await issueTransferInvoiceWhenAddressed(tx, updated, settings, {
      now,
      orderUrl: orderUrl(orderId),
    });
    return { chosen: true, queued: invoiced };
  });
  if (queued) context.mailQueued();
  // Card is no longer the way: a session opened before must not be paid as well.
  const order = await findOrder(context.db, orderId);
  if (chosen && order?.stripeSessionId && context.stripe) {
    await context.stripe.expireCheckout(order.stripeSessionId).catch((error: unknown) => {
      context.log.warn({ err: error, orderId }, 'an earlier Checkout Session could not be ended');
    });
  }
}

/**
 * Where to ship, for an order paid by transfer (Checkout collects it for card payments); the
 * first address of a bank transfer brings its invoice. A later change before the parcel is packed
 * moves the parcel, never an invoice already issued.
 */
export async function saveShippingAddress(
  context: SalesContext,
  orderId: number,
  address: Address,
): Promise<void> {
  const settings = await readSalesSettings(context.db);
  const orderUrl = await context.orderLinks();
  const queued = await context.db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, true);
    if (!order) throw new HttpError(404, 'This order no longer exists.');
    const open =
      order.state === 'awaiting-payment' || (order.state === 'paid' && order.shipmentState === 'to-pack');
    if (!open) throw new HttpError(409, ORDER_MESSAGES.addressNotNeeded);
    await tx.update(orders).set({ shippingAddress: address }).where(eq(orders.id, orderId));
    return issueTransferInvoiceWhenAddressed(tx, { ...order, shippingAddress: address }, settings, {
      now: context.now(),
      orderUrl: orderUrl(orderId),
    });
  });
  if (queued) context.mailQueued();
}
