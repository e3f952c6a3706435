import type Stripe from 'stripe';
import { formatMoney } from '../../../contract/money';
import { stripeErrors } from './errors';
import {
  type AddressInput,
  addressOf,
  buildEvent,
  buildLineItem,
  buildPayment,
  buildRefund,
  buildSession,
  type EventRequest,
  type SessionInput,
  stripeId,
  unixSeconds,
} from './objects';

/**
 * What the stand-in's Stripe account holds (sessions, the payments they led to, refunds and the
 * event log) and what can happen to it. Each change that Stripe would announce adds an event to
 * the log and returns it; sending it is the caller's business. All in memory, one process.
 */
export function createLedger(options: { clock: () => Date; baseUrl: () => string }) {
  const now = () => unixSeconds(options.clock());
  const sessions: Stripe.Checkout.Session[] = [];
  const paymentIntents: Stripe.PaymentIntent[] = [];
  const charges: Stripe.Charge[] = [];
  const refunds: Stripe.Refund[] = [];
  const events: Stripe.Event[] = [];
  const lineItemsOf = new Map<string, Stripe.LineItem[]>();
  const paymentIntentInputOf = new Map<
    string,
    { metadata: Record<string, string>; description: string | null }
  >();

  function record(type: Stripe.Event.Type, object: object, extra?: Parameters<typeof buildEvent>[3]) {
    const event = buildEvent(type, object, now(), extra);
    events.push(event);
    return event;
  }

  function findSession(id: string): Stripe.Checkout.Session | undefined {
    return sessions.find((session) => session.id === id);
  }

  /** A session by id, or Stripe's 404. */
  function session(id: string): Stripe.Checkout.Session {
    const found = findSession(id);
    if (!found) throw stripeErrors.noSuch('checkout.session', id);
    return found;
  }

  function createSession(input: SessionInput): Stripe.Checkout.Session {
    const created = now();
    const id = stripeId('cs_test', 58);
    const session = buildSession(input, id, `${options.baseUrl()}/pay/${id}`, created);
    sessions.push(session);
    lineItemsOf.set(
      id,
      input.lineItems.map((item) => buildLineItem(item, created)),
    );
    paymentIntentInputOf.set(id, {
      metadata: input.paymentIntentMetadata,
      description: input.paymentIntentDescription,
    });
    return session;
  }

  /**
   * The customer paid on the hosted page: the session completes with a succeeded PaymentIntent
   * and its charge, and the shipping address lands where this API version puts it
   * (collected_information.shipping_details; customer_details carries it as the billing address).
   */
  function complete(
    id: string,
    paid: { address: AddressInput | null; email: string | null },
  ): { session: Stripe.Checkout.Session; event: Stripe.Event } {
    const { address } = paid;
    const target = session(id);
    if (target.status !== 'open')
      throw stripeErrors.state(`This Checkout Session is ${target.status}: it can no longer be paid.`);
    const created = now();
    const paymentIntentInput = paymentIntentInputOf.get(id)!;
    const { paymentIntent, charge } = buildPayment({
      amount: target.amount_total ?? 0,
      currency: target.currency ?? 'eur',
      created,
      metadata: paymentIntentInput.metadata,
      description: paymentIntentInput.description,
      email: target.customer_email ?? paid.email,
      shipping: address,
    });
    paymentIntents.push(paymentIntent);
    charges.push(charge);
    Object.assign(target, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntent.id,
      url: null,
      collected_information: {
        business_name: null,
        individual_name: null,
        shipping_details: address ? { name: address.name, address: addressOf(address) } : null,
      },
      customer_details: {
        address: address ? addressOf(address) : null,
        business_name: null,
        email: target.customer_email ?? paid.email,
        individual_name: null,
        name: address?.name ?? null,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
    } satisfies Partial<Stripe.Checkout.Session>);
    return { session: target, event: record('checkout.session.completed', target) };
  }

  function expire(
    id: string,
    request: EventRequest | null,
  ): { session: Stripe.Checkout.Session; event: Stripe.Event } {
    const target = session(id);
    if (target.status !== 'open')
      throw stripeErrors.state(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${target.status}".`,
      );
    Object.assign(target, { status: 'expired', url: null } satisfies Partial<Stripe.Checkout.Session>);
    return { session: target, event: record('checkout.session.expired', target, { request }) };
  }

  /**
   * Stripe expires a session at its expires_at and says so in an event. The stand-in has no
   * timer of its own: this runs at every request it answers and whenever a test asks, against
   * the clock it was given.
   */
  function expireDue(): Stripe.Event[] {
    const time = now();
    return sessions
      .filter((item) => item.status === 'open' && item.expires_at <= time)
      .map((item) => expire(item.id, null).event);
  }

  interface RefundRequest {
    paymentIntent?: string;
    charge?: string;
    amount?: number;
    metadata: Record<string, string>;
    reason: Stripe.Refund.Reason | null;
  }

  function refund(
    input: RefundRequest,
    request: EventRequest,
  ): { refund: Stripe.Refund; event: Stripe.Event } {
    let charge: Stripe.Charge | undefined;
    if (input.paymentIntent) {
      const paymentIntent = paymentIntents.find((item) => item.id === input.paymentIntent);
      if (!paymentIntent) throw stripeErrors.noSuch('payment_intent', input.paymentIntent, 'payment_intent');
      charge = charges.find((item) => item.id === paymentIntent.latest_charge);
    } else if (input.charge) {
      charge = charges.find((item) => item.id === input.charge);
      if (!charge) throw stripeErrors.noSuch('charge', input.charge, 'charge');
    }
    if (!charge)
      throw stripeErrors.state('One of `charge` or `payment_intent` is required.', 'parameter_missing');
    const left = charge.amount - charge.amount_refunded;
    if (left === 0)
      throw stripeErrors.state(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const amount = input.amount ?? left;
    if (amount > left) {
      const currency = charge.currency.toUpperCase();
      throw stripeErrors.state(
        `Refund amount (${formatMoney(amount, currency, 'en-US')}) is greater than unrefunded amount on charge (${formatMoney(left, currency, 'en-US')})`,
        'amount_too_large',
        'amount',
      );
    }
    const made = buildRefund({
      amount,
      charge,
      created: now(),
      metadata: input.metadata,
      reason: input.reason,
    });
    refunds.push(made);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const event = record('charge.refunded', charge, { request, previousAttributes: previous });
    return { refund: made, event };
  }

  return {
    sessions,
    paymentIntents,
    charges,
    refunds,
    events,
    findSession,
    session,
    lineItems: (id: string) => lineItemsOf.get(session(id).id)!,
    createSession,
    complete,
    expire,
    expireDue,
    refund,
  };
}

export type Ledger = ReturnType<typeof createLedger>;
