import type Stripe from 'stripe';
import type { AddressInput } from './objects';

/*
 * The hosted page's form, read as Stripe Checkout reads its own: a shipping address in a
 * country the session ships to, an email when the session was not given one, and a card. Test
 * cards decide the outcome as Stripe's do: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 9995 has insufficient funds; any other number that passes the Luhn
 * check pays.
 */

export const FIELD_MAX = 200;
export const TEST_CARD = '4242 4242 4242 4242';

export type FieldName =
  | 'email'
  | 'name'
  | 'line1'
  | 'line2'
  | 'postal_code'
  | 'city'
  | 'state'
  | 'country'
  | 'card_number';
export type FormValues = Partial<Record<FieldName, string>>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export type PaymentAttempt =
  | { ok: true; address: AddressInput | null; email: string | null }
  | { ok: false; errors: FieldErrors; values: FormValues; declined: boolean };

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined. Try another card.',
  '4000000000009995': 'Your card has insufficient funds. Try another card.',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardError(raw: string): { message: string; declined: boolean } | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (digits === '') return { message: 'Enter your card number.', declined: false };
  if (!/^\d{12,19}$/.test(digits)) return { message: 'Your card number is incomplete.', declined: false };
  if (!luhn(digits)) return { message: 'Your card number is invalid.', declined: false };
  const decline = DECLINES[digits];
  return decline ? { message: decline, declined: true } : null;
}

const REQUIRED: Partial<Record<FieldName, string>> = {
  name: 'Enter the full name to ship to.',
  line1: 'Enter the street address.',
  postal_code: 'Enter the postal code.',
  city: 'Enter the city.',
};

export function readPaymentForm(session: Stripe.Checkout.Session, body: URLSearchParams): PaymentAttempt {
  const values: FormValues = {};
  for (const field of [
    'email',
    'name',
    'line1',
    'line2',
    'postal_code',
    'city',
    'state',
    'country',
    'card_number',
  ] as const)
    values[field] = (body.get(field) ?? '').trim();
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values) as [FieldName, string][])
    if (value.length > FIELD_MAX) errors[field] = `Use at most ${FIELD_MAX} characters.`;

  if (!session.customer_email && !EMAIL.test(values.email ?? ''))
    errors.email = 'Enter a valid email address.';
  const shipping = session.shipping_address_collection;
  if (shipping) {
    for (const [field, message] of Object.entries(REQUIRED) as [FieldName, string][])
      if (!values[field]) errors[field] ??= message;
    if (!shipping.allowed_countries.includes(values.country as never))
      errors.country = 'Choose a country this shop ships to.';
  }
  const card = cardError(values.card_number ?? '');
  if (card) errors.card_number = card.message;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values, declined: card?.declined ?? false };

  return {
    ok: true,
    email: session.customer_email ? null : values.email!,
    address: shipping
      ? {
          name: values.name!,
          line1: values.line1!,
          line2: values.line2 || null,
          postal_code: values.postal_code!,
          city: values.city!,
          state: values.state || null,
          country: values.country!,
        }
      : null,
  };
}
