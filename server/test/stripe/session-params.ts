import { isKnownCurrency } from '../../../contract/money';
import { stripeErrors } from './errors';
import type { FormObject } from './form-body';
import type { LineItemInput, SessionInput } from './objects';
import {
  arrayParam,
  enumParam,
  expandParam,
  hashParam,
  integerParam,
  isObject,
  metadataParam,
  onlyKnown,
  requiredString,
  stringParam,
  urlParam,
} from './params';

/*
 * The parameters of POST /v1/checkout/sessions, read and checked as Stripe does. Every
 * parameter Stripe takes is accepted; the stand-in acts on those a one-off card payment uses
 * (mode payment, line_items with price_data, currency, customer_email, client_reference_id,
 * metadata, expires_at, success_url, cancel_url, shipping_address_collection,
 * payment_intent_data[metadata|description], locale, submit_type) and records the others.
 */
const SESSION_PARAMS = [
  'adaptive_pricing',
  'after_expiration',
  'allow_promotion_codes',
  'allowed_payment_method_types',
  'automatic_tax',
  'billing_address_collection',
  'branding_settings',
  'cancel_url',
  'client_reference_id',
  'consent_collection',
  'currency',
  'custom_fields',
  'custom_text',
  'customer',
  'customer_account',
  'customer_creation',
  'customer_email',
  'customer_update',
  'discounts',
  'excluded_payment_method_types',
  'expand',
  'expires_at',
  'integration_identifier',
  'invoice_creation',
  'line_items',
  'locale',
  'managed_payments',
  'metadata',
  'mode',
  'name_collection',
  'optional_items',
  'origin_context',
  'payment_intent_data',
  'payment_method_collection',
  'payment_method_configuration',
  'payment_method_data',
  'payment_method_options',
  'payment_method_types',
  'permissions',
  'phone_number_collection',
  'redirect_on_completion',
  'return_url',
  'saved_payment_method_options',
  'setup_intent_data',
  'shipping_address_collection',
  'shipping_options',
  'submit_type',
  'subscription_data',
  'success_url',
  'tax_id_collection',
  'ui_mode',
  'wallet_options',
] as const;
const LINE_ITEM_PARAMS = [
  'adjustable_quantity',
  'metadata',
  'price',
  'price_data',
  'quantity',
  'tax_rates',
] as const;
const PRICE_DATA_PARAMS = [
  'currency',
  'product',
  'product_data',
  'recurring',
  'tax_behavior',
  'unit_amount',
  'unit_amount_decimal',
] as const;
const PRODUCT_DATA_PARAMS = [
  'description',
  'images',
  'metadata',
  'name',
  'tax_code',
  'tax_details',
  'unit_label',
] as const;
const PAYMENT_INTENT_DATA_PARAMS = [
  'application_fee_amount',
  'capture_method',
  'description',
  'metadata',
  'on_behalf_of',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'transfer_data',
  'transfer_group',
] as const;
export const SESSION_EXPANDABLE = ['line_items', 'payment_intent'] as const;

/** Stripe takes at most eight digits of minor units for one amount (€999,999.99, ¥99,999,999). */
const MAX_AMOUNT = 99_999_999;
/** The span Stripe allows for expires_at, from the session's creation. */
export const EXPIRY = { minSeconds: 30 * 60, maxSeconds: 24 * 60 * 60 } as const;
/** Countries Checkout cannot ship to (Stripe's list). */
const UNSUPPORTED_COUNTRIES = [
  'AS',
  'CX',
  'CC',
  'CU',
  'HM',
  'IR',
  'KP',
  'MH',
  'FM',
  'NF',
  'MP',
  'PW',
  'SY',
  'UM',
  'VI',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readLineItems(params: FormObject): LineItemInput[] {
  const list = arrayParam(params.line_items, 'line_items');
  if (!list || list.length === 0) throw stripeErrors.missing('line_items');
  return list.map((raw, index) => {
    const name = `line_items[${index}]`;
    if (!isObject(raw)) throw stripeErrors.invalidParameter(name, `Invalid object: ${name} must be a hash.`);
    onlyKnown(raw, LINE_ITEM_PARAMS, name);
    const priceId = stringParam(raw.price, `${name}[price]`);
    if (priceId) throw stripeErrors.noSuch('price', priceId, `${name}[price]`);
    const priceData = hashParam(raw.price_data, `${name}[price_data]`);
    if (!priceData)
      throw stripeErrors.state(
        `You must specify either \`price\` or \`price_data\` in ${name}.`,
        'parameter_missing',
        `${name}[price_data]`,
      );
    onlyKnown(priceData, PRICE_DATA_PARAMS, `${name}[price_data]`);
    const currency = requiredString(priceData.currency, `${name}[price_data][currency]`).toLowerCase();
    if (!isKnownCurrency(currency.toUpperCase()))
      throw stripeErrors.invalidParameter(`${name}[price_data][currency]`, `Invalid currency: ${currency}.`);
    const productId = stringParam(priceData.product, `${name}[price_data][product]`);
    if (productId) throw stripeErrors.noSuch('product', productId, `${name}[price_data][product]`);
    const product = hashParam(priceData.product_data, `${name}[price_data][product_data]`);
    if (!product) throw stripeErrors.missing(`${name}[price_data][product_data]`);
    onlyKnown(product, PRODUCT_DATA_PARAMS, `${name}[price_data][product_data]`);
    const unitAmount = integerParam(priceData.unit_amount, `${name}[price_data][unit_amount]`, {
      min: 0,
      max: MAX_AMOUNT,
    });
    if (unitAmount === undefined) throw stripeErrors.missing(`${name}[price_data][unit_amount]`);
    const quantity = integerParam(raw.quantity, `${name}[quantity]`, { min: 1, max: 999_999 });
    if (quantity === undefined) throw stripeErrors.missing(`${name}[quantity]`);
    return {
      name: requiredString(product.name, `${name}[price_data][product_data][name]`, 250),
      description: stringParam(product.description, `${name}[price_data][product_data][description]`) || null,
      unitAmount,
      quantity,
      currency,
      productMetadata: metadataParam(product.metadata, `${name}[price_data][product_data][metadata]`),
    };
  });
}

function readExpiry(params: FormObject, created: number): number {
  const expiresAt = integerParam(params.expires_at, 'expires_at', { min: 0, max: Number.MAX_SAFE_INTEGER });
  if (expiresAt === undefined) return created + EXPIRY.maxSeconds;
  if (expiresAt < created + EXPIRY.minSeconds)
    throw stripeErrors.invalidParameter(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'parameter_invalid_integer',
    );
  if (expiresAt > created + EXPIRY.maxSeconds)
    throw stripeErrors.invalidParameter(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'parameter_invalid_integer',
    );
  return expiresAt;
}

function readAllowedCountries(params: FormObject): string[] | null {
  const collection = hashParam(params.shipping_address_collection, 'shipping_address_collection');
  if (!collection) return null;
  onlyKnown(collection, ['allowed_countries'], 'shipping_address_collection');
  const list = arrayParam(collection.allowed_countries, 'shipping_address_collection[allowed_countries]');
  if (!list || list.length === 0)
    throw stripeErrors.missing('shipping_address_collection[allowed_countries]');
  return list.map((item, index) => {
    const name = `shipping_address_collection[allowed_countries][${index}]`;
    const code = requiredString(item, name);
    if (!/^[A-Z]{2}$/.test(code) || UNSUPPORTED_COUNTRIES.includes(code))
      throw stripeErrors.invalidParameter(name, `Invalid ${name}: Checkout cannot ship to '${code}'.`);
    return code;
  });
}

export function readSessionCreate(
  params: FormObject,
  created: number,
): { input: SessionInput; expand: string[] } {
  onlyKnown(params, SESSION_PARAMS);
  const mode = stringParam(params.mode, 'mode');
  if (!mode) throw stripeErrors.missing('mode');
  if (mode !== 'payment')
    throw stripeErrors.invalidParameter(
      'mode',
      `This local stand-in for Stripe only models mode=payment, not '${mode}'.`,
    );
  const lineItems = readLineItems(params);
  const currency = stringParam(params.currency, 'currency')?.toLowerCase() ?? lineItems[0]!.currency;
  if (lineItems.some((item) => item.currency !== currency))
    throw stripeErrors.invalidParameter(
      'line_items',
      'All prices on a Checkout Session must have the same currency.',
    );
  const customerEmail = stringParam(params.customer_email, 'customer_email', 800) || null;
  if (customerEmail && !EMAIL.test(customerEmail))
    throw stripeErrors.invalidParameter(
      'customer_email',
      `Invalid email address: ${customerEmail}`,
      'email_invalid',
    );
  const paymentIntentData = hashParam(params.payment_intent_data, 'payment_intent_data') ?? {};
  onlyKnown(paymentIntentData, PAYMENT_INTENT_DATA_PARAMS, 'payment_intent_data');
  const captureMethod = stringParam(paymentIntentData.capture_method, 'payment_intent_data[capture_method]');
  if (captureMethod && captureMethod !== 'automatic')
    throw stripeErrors.invalidParameter(
      'payment_intent_data[capture_method]',
      `This local stand-in for Stripe only models capture_method=automatic, not '${captureMethod}'.`,
    );
  return {
    expand: expandParam(params, SESSION_EXPANDABLE),
    input: {
      currency,
      lineItems,
      customerEmail,
      clientReferenceId: stringParam(params.client_reference_id, 'client_reference_id', 200) || null,
      metadata: metadataParam(params.metadata, 'metadata'),
      expiresAt: readExpiry(params, created),
      successUrl: urlParam(params.success_url, 'success_url'),
      cancelUrl: urlParam(params.cancel_url, 'cancel_url'),
      allowedCountries: readAllowedCountries(params),
      locale: stringParam(params.locale, 'locale') || null,
      submitType:
        enumParam(params.submit_type, 'submit_type', ['auto', 'book', 'donate', 'pay'] as const) ?? null,
      paymentIntentMetadata: metadataParam(paymentIntentData.metadata, 'payment_intent_data[metadata]'),
      paymentIntentDescription:
        stringParam(paymentIntentData.description, 'payment_intent_data[description]', 1000) || null,
    },
  };
}
