import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { findOrder, findOrderByPaymentIntent, findOrderBySession } from '../order-records';
import { applyPayment } from '../payments';
import type { SalesContext } from '../sales-context';
import { orders, stripeEvents } from '../schema';
import { paidSessionOf } from './stripe-gateway';

/**
 * Applies one verified Stripe event, exactly once across instances and restarts: the event's id
 * is recorded, and a second delivery (Stripe retries, replays, two instances each receiving it)
 * finds it recorded and changes nothing. Payments are applied by their own unique source as well
 * (payments.ts), so the same payment told by two events is applied once. Events may arrive in any
 * order: an 'expired' after a 'completed' finds the order paid and leaves it so.
 */
export async function applyStripeEvent(context: SalesContext, event: Stripe.Event): Promise<string> {
  const [seen] = await context.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return `already applied: ${seen.outcome}`;
  const { outcome, orderId } = await outcomeOf(context, event);
  // Recorded after applying: should this instance die in between, the next delivery applies it
  // again, and the payment's own uniqueness keeps that a no-op.
  await context.db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, orderId, outcome, receivedAt: context.now() })
    .onConflictDoNothing();
  context.log.info({ eventId: event.id, type: event.type, orderId, outcome }, 'stripe event applied');
  return outcome;
}

async function outcomeOf(
  context: SalesContext,
  event: Stripe.Event,
): Promise<{ outcome: string; orderId: number | null }> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return { outcome: 'ignored: not paid yet', orderId: null };
      const paid = paidSessionOf(session);
      const order =
        (await findOrderBySession(context.db, paid.sessionId)) ??
        (paid.orderId === null ? null : await findOrder(context.db, paid.orderId));
      if (!order) return { outcome: 'ignored: no such order', orderId: null };
      if (!paid.paymentIntent) return { outcome: 'ignored: no payment', orderId: order.id };
      const outcome = await applyPayment(context, {
        orderId: order.id,
        method: 'card',
        amount: paid.amount,
        currency: paid.currency,
        source: `stripe:${paid.paymentIntent}`,
        receivedAt: new Date(event.created * 1000),
        paymentIntent: paid.paymentIntent,
        address: paid.address,
      });
      if (outcome === 'mismatch') {
        context.log.warn(
          { orderId: order.id, amount: paid.amount, currency: paid.currency },
          'a Checkout payment does not match its order: not applied',
        );
      }
      return { outcome, orderId: order.id };
    }
    case 'checkout.session.expired': {
      const order = await findOrderBySession(context.db, event.data.object.id);
      if (!order) return { outcome: 'ignored: no such order', orderId: null };
      // The collector may start another session while the order still awaits payment.
      await context.db
        .update(orders)
        .set({ stripeSessionId: null, stripeSessionExpiresAt: null })
        .where(eq(orders.id, order.id));
      return { outcome: 'session ended', orderId: order.id };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      const order = intent ? await findOrderByPaymentIntent(context.db, intent) : null;
      if (!order) return { outcome: 'ignored: no such order', orderId: null };
      // Refunds made here are recorded when made; one made in Stripe's dashboard is the owner's
      // to record on the order (its number and certificate are theirs to decide on).
      const outcome =
        order.state === 'refunded' ? 'refund confirmed' : 'refunded in Stripe: the owner decides';
      return { outcome, orderId: order.id };
    }
    default:
      return { outcome: 'ignored: not an event the shop uses', orderId: null };
  }
}
