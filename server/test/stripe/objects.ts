import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/*
 * Stripe's objects as this API version shapes them (the SDK's own types: each builder returns
 * the SDK's type, so the type checker holds the stand-in to the real wire). Fields the stand-in
 * has no use for carry Stripe's values for a plain card payment in test mode.
 */

/** The API version the stand-in answers in, and stamps on its events: the SDK's own. */
export const API_VERSION = Stripe.API_VERSION;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Stripe-like id: `cs_test_a1B2…`, `pi_3Q…`, `re_…`. */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A shipping or billing address as the SDK types it (every line present, null when empty). */
export interface AddressInput {
  name: string;
  line1: string;
  line2?: string | null;
  postal_code: string;
  city: string;
  state?: string | null;
  country: string;
}

export function addressOf(input: AddressInput): Stripe.Address {
  return {
    line1: input.line1,
    line2: input.line2 || null,
    postal_code: input.postal_code,
    city: input.city,
    state: input.state || null,
    country: input.country,
  };
}

export interface LineItemInput {
  name: string;
  description: string | null;
  unitAmount: number;
  quantity: number;
  currency: string;
  productMetadata: Record<string, string>;
}

export function buildLineItem(input: LineItemInput, created: number): Stripe.LineItem {
  const price: Stripe.Price = {
    id: stripeId('price'),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: stripeId('prod', 14),
    recurring: null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'one_time',
    unit_amount: input.unitAmount,
    // A Decimal goes on the wire as its decimal string, as Stripe writes it.
    unit_amount_decimal: Stripe.Decimal.from(input.unitAmount),
  };
  const amount = input.unitAmount * input.quantity;
  return {
    id: stripeId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: input.currency,
    // Stripe describes a line by its product's name.
    description: input.name,
    metadata: {},
    price,
    quantity: input.quantity,
  };
}

export interface SessionInput {
  currency: string;
  lineItems: LineItemInput[];
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  expiresAt: number;
  successUrl: string | null;
  cancelUrl: string | null;
  allowedCountries: string[] | null;
  locale: string | null;
  submitType: string | null;
  paymentIntentMetadata: Record<string, string>;
  paymentIntentDescription: string | null;
}

export function buildSession(
  input: SessionInput,
  id: string,
  url: string,
  created: number,
): Stripe.Checkout.Session {
  const total = input.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: input.customerEmail
      ? {
          address: null,
          business_name: null,
          email: input.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: null,
        }
      : null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: (input.locale as Stripe.Checkout.Session.Locale | null) ?? null,
    managed_payments: null,
    metadata: input.metadata,
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: input.allowedCountries
      ? {
          allowed_countries:
            input.allowedCountries as Stripe.Checkout.Session.ShippingAddressCollection.AllowedCountry[],
        }
      : null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: (input.submitType as Stripe.Checkout.Session.SubmitType | null) ?? null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url,
    wallet_options: null,
  };
}

interface PaymentInput {
  amount: number;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  description: string | null;
  email: string | null;
  shipping: AddressInput | null;
}

/** The succeeded PaymentIntent and its charge that a paid Checkout Session leaves behind. */
export function buildPayment(input: PaymentInput): {
  paymentIntent: Stripe.PaymentIntent;
  charge: Stripe.Charge;
} {
  const paymentIntentId = stripeId('pi');
  const chargeId = stripeId('ch');
  const paymentMethodId = stripeId('pm');
  const shipping = input.shipping
    ? {
        address: addressOf(input.shipping),
        carrier: null,
        name: input.shipping.name,
        phone: null,
        tracking_number: null,
      }
    : null;
  const paymentIntent: Stripe.PaymentIntent = {
    id: paymentIntentId,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: input.amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${paymentIntentId}_secret_${stripeId('s').slice(2)}`,
    confirmation_method: 'automatic',
    created: input.created,
    currency: input.currency,
    customer: null,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: chargeId,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: paymentMethodId,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: input.email,
    review: null,
    setup_future_usage: null,
    shipping,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_group: null,
  };
  const charge: Stripe.Charge = {
    id: chargeId,
    object: 'charge',
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: stripeId('txn'),
    billing_details: {
      address: input.shipping ? addressOf(input.shipping) : null,
      email: input.email,
      name: input.shipping?.name ?? null,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'VITRINE TEST',
    captured: true,
    created: input.created,
    currency: input.currency,
    customer: null,
    description: input.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    // A charge made by a PaymentIntent carries the PaymentIntent's metadata.
    metadata: { ...input.metadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      risk_score: 20,
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: paymentIntentId,
    payment_method: paymentMethodId,
    payment_method_details: null,
    receipt_email: input.email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
  return { paymentIntent, charge };
}

export interface RefundInput {
  amount: number;
  charge: Stripe.Charge;
  created: number;
  metadata: Record<string, string>;
  reason: Stripe.Refund.Reason | null;
}

export function buildRefund(input: RefundInput): Stripe.Refund {
  return {
    id: stripeId('re'),
    object: 'refund',
    amount: input.amount,
    application: null,
    balance_transaction: stripeId('txn'),
    charge: input.charge.id,
    created: input.created,
    currency: input.charge.currency,
    customer: null,
    customer_account: null,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: input.metadata,
    payment_intent: input.charge.payment_intent,
    payment_method: input.charge.payment_method,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

/**
 * An event as Stripe sends it: `data.object` is a copy of the object at the time of the event
 * (a later change to the object does not reach an event already made).
 */
export function buildEvent(
  type: Stripe.Event.Type,
  object: object,
  created: number,
  options: { request?: EventRequest | null; previousAttributes?: object } = {},
): Stripe.Event {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created,
    data: {
      object: JSON.parse(JSON.stringify(object)),
      ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: options.request ?? { id: null, idempotency_key: null },
    type,
  } as Stripe.Event;
}
