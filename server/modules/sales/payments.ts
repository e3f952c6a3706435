import { and, eq, isNull } from 'drizzle-orm';
import { formatMoney } from '../../../contract/money';
import type { Address, PaymentMethod } from '../../../contract/sales';
import type { EditionStatusChange } from '../editions/index';
import { sellFreeNumberLate, sellHoldForOrder } from '../reservations/index';
import { issueInvoice } from './documents/issue-documents';
import { queueOrderMail } from './order-mailing';
import { findOrder, type OrderRow } from './order-records';
import type { SalesContext } from './sales-context';
import { orderPayments, orders } from './schema';
import { readSalesSettings } from './settings';

export interface IncomingPayment {
  orderId: number;
  method: PaymentMethod;
  amount: number;
  currency: string;
  /** Where it came from, unique: the same payment told twice is applied once. */
  source: string;
  receivedAt: Date;
  /** Stripe's payment, for a refund later. */
  paymentIntent?: string | null;
  /** The shipping address Checkout collected. */
  address?: Address | null;
}

export type PaymentOutcome =
  /** The order is paid and its number sold. */
  | 'paid'
  /** It came after the order lapsed, and its number was still free: the sale stands. */
  | 'paid-late'
  /** It came after the number went on (or the order was already paid): it is owed back. */
  | 'refund-due'
  /** Already applied (a second delivery of the same payment). */
  | 'duplicate'
  /** Amount or currency differ from the order's: nothing applied, the owner is shown it. */
  | 'mismatch'
  | 'unknown-order';

/**
 * Applies one payment to its order, exactly once across instances and restarts (the payment's
 * source is unique, and the order row is locked for the whole step). A payment in time sells the
 * held number; a late one sells the number only while nobody else was given it, and is otherwise
 * owed back, the collector told kindly in one email. The certificate is issued once committed.
 */
export async function applyPayment(context: SalesContext, payment: IncomingPayment): Promise<PaymentOutcome> {
  const now = context.now();
  let status: EditionStatusChange | null = null;
  let paidOrder: OrderRow | null = null;
  const orderUrl = (await context.orderLinks())(payment.orderId);
  const outcome = await context.db.transaction(async (tx): Promise<PaymentOutcome> => {
    const order = await findOrder(tx, payment.orderId, true);
    if (!order) return 'unknown-order';
    if (payment.amount !== order.gross || payment.currency.toUpperCase() !== order.currency)
      return 'mismatch';
    const [recorded] = await tx
      .insert(orderPayments)
      .values({
        orderId: order.id,
        method: payment.method,
        amount: payment.amount,
        currency: order.currency,
        source: payment.source,
        receivedAt: payment.receivedAt,
        applied: false,
      })
      .onConflictDoNothing({ target: orderPayments.source })
      .returning();
    if (!recorded) return 'duplicate';
    const price = formatMoney(order.gross, order.currency);
    const buyer = { name: order.buyerName, email: order.buyerEmail };
    let result: PaymentOutcome;
    if (order.state === 'awaiting-payment' && order.reservationId !== null) {
      const sold = await sellHoldForOrder(tx, order.reservationId, { now, price });
      result = sold ? 'paid' : 'refund-due';
      status = sold?.status ?? null;
    } else if ((order.state === 'lapsed' || order.state === 'cancelled') && order.editionNumberId !== null) {
      const sold = await sellFreeNumberLate(tx, order.editionNumberId, { ...buyer, now, price });
      result = sold ? 'paid-late' : 'refund-due';
      status = sold?.status ?? null;
    } else {
      // Paid already (a second way), or refunded: this money goes back.
      result = 'refund-due';
    }
    if (result === 'refund-due') {
      await tx.update(orders).set({ refundDue: true }).where(eq(orders.id, order.id));
      const updated = (await findOrder(tx, order.id))!;
      // One kind email, whatever else went wrong: the money is coming back.
      await queueOrderMail(tx, { ...updated, method: payment.method }, 'late-refund', { orderUrl });
      return result;
    }
    await tx.update(orderPayments).set({ applied: true }).where(eq(orderPayments.id, recorded.id));
    await tx
      .update(orders)
      .set({
        state: 'paid',
        method: payment.method,
        paidAt: payment.receivedAt,
        endedAt: null,
        shipmentState: 'to-pack',
        stripePaymentIntent: payment.paymentIntent ?? order.stripePaymentIntent,
        shippingAddress: payment.address ?? order.shippingAddress,
      })
      .where(eq(orders.id, order.id));
    const updated = (await findOrder(tx, order.id))!;
    await issueInvoice(tx, updated, await readSalesSettings(tx), { now, dueAt: null, forTransfer: false });
    await queueOrderMail(tx, updated, 'receipt', { orderUrl });
    paidOrder = updated;
    return result;
  });
  if (outcome === 'paid' || outcome === 'paid-late' || outcome === 'refund-due') context.mailQueued();
  if (paidOrder) {
    await context.countsChanged();
    await issueCertificate(context, paidOrder);
  }
  if (status === 'available again' && paidOrder)
    await context.availableAgain((paidOrder as OrderRow).sculptureId!);
  if (outcome === 'refund-due' && payment.method === 'card')
    await refundOwedCardPayments(context, payment.orderId);
  context.log.info({ orderId: payment.orderId, outcome, method: payment.method }, 'payment received');
  return outcome;
}

/**
 * The certificate of a paid order's number, issued once: the certificate service refuses a second
 * valid one for a number, so a repeat (the sweep after a crash) only records the one issued.
 */
export async function issueCertificate(context: SalesContext, order: OrderRow): Promise<void> {
  if (order.sculptureId === null || order.certificateCode) return;
  let code: string | null = null;
  try {
    const issued = await context.certificates.issue(order.sculptureId, order.size, order.number, {
      nameOnCertificate: true,
      publicOwner: 'initials',
      sendEmail: true,
    });
    code = issued.code;
    context.mailQueued();
  } catch (error) {
    const existing = await context.certificates.validCodeOfNumber(
      order.sculptureId,
      order.size,
      order.number,
    );
    if (!existing) {
      context.log.warn(
        { err: error, orderId: order.id },
        'the certificate of a paid order could not be issued yet',
      );
      return;
    }
    code = existing;
  }
  await context.db
    .update(orders)
    .set({ certificateCode: code })
    .where(and(eq(orders.id, order.id), isNull(orders.certificateCode)));
}

/**
 * Card payments owed back and not yet refunded (a late payment, a refunded order): refunded
 * through Stripe, each under a key of its own so a retry (this instance again, or another, or
 * the sweep after Stripe could not answer) refunds once. A transfer owed back waits for the
 * owner, who sends it from the bank and records it.
 */
export async function refundOwedCardPayments(context: SalesContext, orderId?: number): Promise<number> {
  if (!context.stripe) return 0;
  const due = await context.db
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.applied, false),
        eq(orderPayments.method, 'card'),
        isNull(orderPayments.refundedAt),
        orderId === undefined ? undefined : eq(orderPayments.orderId, orderId),
      ),
    );
  let refunded = 0;
  for (const payment of due) {
    const intent = payment.source.startsWith('stripe:') ? payment.source.slice('stripe:'.length) : null;
    if (!intent) continue;
    try {
      // One key per payment, whichever path refunds it: Stripe refunds it once.
      const refundId = await context.stripe.refund(intent, payment.amount, `refund-payment-${payment.id}`);
      await context.db
        .update(orderPayments)
        .set({ refundedAt: context.now(), refundReference: refundId })
        .where(eq(orderPayments.id, payment.id));
      await settleRefundDue(context, payment.orderId);
      refunded += 1;
    } catch (error) {
      context.log.error(
        { err: error, paymentId: payment.id },
        'a late card payment could not be refunded yet',
      );
    }
  }
  return refunded;
}

/** Clears the order's "refund due" once no payment of it is owed back any more. */
export async function settleRefundDue(context: SalesContext, orderId: number): Promise<void> {
  const owed = await context.db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.applied, false),
        isNull(orderPayments.refundedAt),
      ),
    );
  if (owed.length === 0)
    await context.db.update(orders).set({ refundDue: false }).where(eq(orders.id, orderId));
}
