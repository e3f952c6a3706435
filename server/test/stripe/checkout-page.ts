import type Stripe from 'stripe';
import { formatMoney } from '../../../contract/money';
import { escapeHtml } from '../../core/http/html-escape';
import { type FieldErrors, type FieldName, type FormValues, TEST_CARD } from './checkout-form';
import { testAddressFor } from './test-addresses';

/*
 * The hosted Checkout page of the stand-in: plain HTML and CSS, no script, so it works as a
 * form post in any browser and a journey drives it with the keyboard. It looks enough like
 * Stripe Checkout (order summary beside the form, one Pay button) that trying card payment
 * locally feels like the real thing, and says at the top that it is a local test stand-in.
 */

const money = (minor: number, currency: string) => formatMoney(minor, currency.toUpperCase());

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const when = (unix: number) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(unix * 1000))} UTC`;

const STYLE = `
*{box-sizing:border-box}
html{font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1f36;background:#fff}
body{margin:0}
a{color:#4238c9}
:focus-visible{outline:3px solid #4238c9;outline-offset:2px}
.stand-in{margin:0;background:#fff4d6;color:#5c3d00;border-bottom:1px solid #f0d48a;padding:.6rem 1rem;font-size:.875rem;text-align:center}
.stand-in strong{font-weight:600}
.checkout{display:grid;grid-template-columns:1fr;max-width:1040px;margin:0 auto}
.summary{padding:1.5rem 1.25rem 1.75rem;background:#f7f8fa;border-bottom:1px solid #e3e8ee}
.pay{padding:1.5rem 1.25rem 2.5rem}
.merchant{display:flex;align-items:center;gap:.6rem;margin:0 0 1.25rem;font-weight:600}
.back{text-decoration:none;color:#1a1f36;display:inline-flex;align-items:center;gap:.4rem}
.back:hover{text-decoration:underline}
.badge{font-size:.7rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#ffde92;color:#5c3d00;border-radius:4px;padding:.1rem .4rem}
h1{margin:0 0 1.25rem;font-size:1rem;font-weight:500;color:#4f566b}
h1 .total{display:block;font-size:2.25rem;font-weight:600;color:#1a1f36;letter-spacing:-.01em;font-variant-numeric:tabular-nums}
.items{list-style:none;margin:0;padding:0}
.items li{display:grid;grid-template-columns:1fr auto;gap:.1rem 1rem;padding:.75rem 0;border-top:1px solid #e3e8ee}
.item-name{font-weight:600}
.item-price{font-weight:600;font-variant-numeric:tabular-nums;text-align:right}
.item-meta{color:#596171;font-size:.875rem;grid-column:1}
.totals{display:flex;justify-content:space-between;margin:0;padding:.75rem 0 0;border-top:1px solid #e3e8ee;font-weight:600}
.totals dd{margin:0;font-variant-numeric:tabular-nums}
.deadline{margin:1rem 0 0;color:#596171;font-size:.875rem}
form{margin:0}
fieldset{border:0;margin:0 0 1.5rem;padding:0}
legend{font-weight:600;font-size:1.05rem;margin:0 0 .6rem;padding:0}
.field{margin:0 0 .85rem}
.field label{display:block;font-size:.875rem;color:#30313d;margin:0 0 .3rem}
.optional{color:#596171}
input,select{width:100%;font:inherit;color:#1a1f36;background:#fff;border:1px solid #c0c8d2;border-radius:6px;padding:.6rem .75rem;min-height:44px}
input:focus,select:focus{border-color:#4238c9}
input[readonly]{background:#f7f8fa;color:#4f566b}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 .75rem}
.hint{margin:.3rem 0 0;font-size:.8rem;color:#596171}
.invalid input,.invalid select{border-color:#c0123c;box-shadow:0 0 0 1px #c0123c}
.error{margin:.3rem 0 0;font-size:.85rem;color:#b0102f;font-weight:500}
.problems{border:1px solid #f3b6c2;background:#fff0f3;color:#7d0a24;border-radius:6px;padding:.75rem 1rem;margin:0 0 1.25rem}
.problems h2{font-size:1rem;margin:0 0 .25rem}
.problems ul{margin:0;padding-left:1.2rem}
button{width:100%;font:inherit;font-weight:600;font-size:1.05rem;color:#fff;background:#4238c9;border:0;border-radius:6px;padding:.85rem 1rem;min-height:48px;cursor:pointer}
button:hover{background:#342ba8}
.cancel{text-align:center;margin:1rem 0 0}
.fine{margin:2rem 0 0;text-align:center;font-size:.8rem;color:#596171}
.state{max-width:32rem;margin:3rem auto;padding:0 1.25rem}
.state h1{font-size:1.6rem;color:#1a1f36;font-weight:600;margin:0 0 .75rem}
.state p{margin:0 0 1rem}
@media (min-width:900px){
  body.paying{background:linear-gradient(90deg,#f7f8fa 50%,#fff 50%)}
  .checkout{grid-template-columns:1fr 1fr;min-height:calc(100vh - 2.6rem)}
  .summary{padding:3.5rem 3rem;border-bottom:0;border-right:1px solid #e3e8ee}
  .pay{padding:3.5rem 3rem}
  h1 .total{font-size:2.5rem}
}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

function layout(title: string, body: string, bodyClass = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body${bodyClass ? ` class="${bodyClass}"` : ''}>
<header class="stand-in"><strong>Test checkout.</strong> A local stand-in for Stripe Checkout: no card is charged and nothing leaves this computer.</header>
${body}
</body>
</html>`;
}

export interface PageContext {
  session: Stripe.Checkout.Session;
  lineItems: Stripe.LineItem[];
  businessName: string;
  /** Where the page's form posts. */
  action: string;
}

interface FieldSpec {
  name: FieldName;
  label: string;
  autocomplete: string;
  optional?: boolean;
  type?: string;
  inputmode?: string;
  hint?: string;
}

function field(spec: FieldSpec, values: FormValues, errors: FieldErrors): string {
  const id = `field-${spec.name}`;
  const error = errors[spec.name];
  const described = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field${error ? ' invalid' : ''}">
<label for="${id}">${escapeHtml(spec.label)}${spec.optional ? ' <span class="optional">(optional)</span>' : ''}</label>
<input id="${id}" name="${spec.name}" type="${spec.type ?? 'text'}" autocomplete="${spec.autocomplete}"${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''} value="${escapeHtml(values[spec.name] ?? '')}" maxlength="200"${spec.optional ? '' : ' required'}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${spec.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(spec.hint)}</p>` : ''}${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function countrySelect(allowed: readonly string[], values: FormValues, errors: FieldErrors): string {
  const error = errors.country;
  const options = allowed
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map(
      ({ code, name }) =>
        `<option value="${escapeHtml(code)}"${values.country === code ? ' selected' : ''}>${escapeHtml(name)}</option>`,
    )
    .join('');
  return `<div class="field${error ? ' invalid' : ''}">
<label for="field-country">Country or region</label>
<select id="field-country" name="country" autocomplete="shipping country" required${error ? ' aria-invalid="true" aria-describedby="field-country-error"' : ''}>${options}</select>
${error ? `<p class="error" id="field-country-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function summary({ session, lineItems, businessName }: PageContext): string {
  const currency = session.currency ?? 'eur';
  const total = money(session.amount_total ?? 0, currency);
  const items = lineItems
    .map(
      (
        item,
      ) => `<li><span class="item-name">${escapeHtml(item.description ?? '')}</span><span class="item-price">${money(item.amount_total, currency)}</span>
<span class="item-meta">Qty ${item.quantity ?? 1}${(item.quantity ?? 1) > 1 ? ` · ${money(item.price?.unit_amount ?? 0, currency)} each` : ''}</span></li>`,
    )
    .join('\n');
  const back = session.cancel_url
    ? `<a class="back" href="${escapeHtml(session.cancel_url)}"><span aria-hidden="true">←</span> ${escapeHtml(businessName)}</a>`
    : `<span>${escapeHtml(businessName)}</span>`;
  return `<section class="summary" aria-labelledby="summary-heading">
<p class="merchant">${back} <span class="badge">Test mode</span></p>
<h1 id="summary-heading">Pay ${escapeHtml(businessName)} <span class="total">${total}</span></h1>
<ul class="items" aria-label="Order">
${items}
</ul>
<dl class="totals"><dt>Total due</dt><dd>${total}</dd></dl>
<p class="deadline">Pay before ${when(session.expires_at)}, when this checkout closes.</p>
</section>`;
}

const FIELD_LABELS: Record<FieldName, string> = {
  email: 'Email',
  name: 'Full name',
  line1: 'Address line 1',
  line2: 'Address line 2',
  postal_code: 'Postal code',
  city: 'City',
  state: 'State, county or region',
  country: 'Country or region',
  card_number: 'Card number',
};

/** The page of an open session, or the same page again with what was typed and what is wrong. */
export function renderCheckout(
  context: PageContext,
  attempt?: { values: FormValues; errors: FieldErrors },
): string {
  const { session, businessName } = context;
  const total = money(session.amount_total ?? 0, session.currency ?? 'eur');
  const allowed = session.shipping_address_collection?.allowed_countries ?? null;
  const prefill = testAddressFor(allowed);
  const values: FormValues = attempt?.values ?? {
    name: prefill.name,
    line1: prefill.line1,
    line2: prefill.line2 ?? '',
    postal_code: prefill.postal_code,
    city: prefill.city,
    state: prefill.state ?? '',
    country: prefill.country,
    card_number: TEST_CARD,
  };
  const errors = attempt?.errors ?? {};
  const problems = Object.entries(errors) as [FieldName, string][];
  const problemList = problems.length
    ? `<div class="problems" role="alert"><h2>Check the form</h2><ul>${problems
        .map(
          ([name, message]) =>
            `<li><a href="#field-${name}">${escapeHtml(FIELD_LABELS[name])}</a>: ${escapeHtml(message)}</li>`,
        )
        .join('')}</ul></div>`
    : '';
  const contact = session.customer_email
    ? `<div class="field"><label for="field-email">Email</label><input id="field-email" type="email" value="${escapeHtml(session.customer_email)}" readonly></div>`
    : field({ name: 'email', label: 'Email', autocomplete: 'email', type: 'email' }, values, errors);
  const shipping = allowed
    ? `<fieldset><legend>Shipping address</legend>
${field({ name: 'name', label: 'Full name', autocomplete: 'shipping name' }, values, errors)}
${countrySelect(allowed, values, errors)}
${field({ name: 'line1', label: 'Address line 1', autocomplete: 'shipping address-line1' }, values, errors)}
${field({ name: 'line2', label: 'Address line 2', autocomplete: 'shipping address-line2', optional: true }, values, errors)}
<div class="row">
${field({ name: 'postal_code', label: 'Postal code', autocomplete: 'shipping postal-code' }, values, errors)}
${field({ name: 'city', label: 'City', autocomplete: 'shipping address-level2' }, values, errors)}
</div>
${field({ name: 'state', label: 'State, county or region', autocomplete: 'shipping address-level1', optional: true }, values, errors)}
</fieldset>`
    : '';
  const payment = `<fieldset><legend>Payment method</legend>
${field(
  {
    name: 'card_number',
    label: 'Card number',
    autocomplete: 'off',
    inputmode: 'numeric',
    hint: 'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
  },
  values,
  errors,
)}
</fieldset>`;
  const cancel = session.cancel_url
    ? `<p class="cancel"><a href="${escapeHtml(session.cancel_url)}">Cancel and return to ${escapeHtml(businessName)}</a></p>`
    : '';
  return layout(
    `${problems.length ? 'Check the form: ' : ''}Pay ${total} · ${businessName} · test checkout`,
    `<main class="checkout">
${summary(context)}
<section class="pay" aria-labelledby="pay-heading">
<h2 id="pay-heading" class="visually-hidden">Pay with card</h2>
${problemList}
<form method="post" action="${escapeHtml(context.action)}">
<fieldset><legend>Contact information</legend>
${contact}
</fieldset>
${shipping}
${payment}
<button type="submit">Pay ${total}</button>
${cancel}
</form>
<p class="fine">Stand-in for Stripe Checkout, test mode. The real page runs on checkout.stripe.com.</p>
</section>
</main>`,
    'paying',
  );
}

/** The page of a session that can no longer be paid (expired or already paid), or of none. */
export function renderState(context: PageContext | null, successUrl: string | null): string {
  if (!context)
    return layout(
      'Checkout not found · test checkout',
      `<main class="state"><h1>Checkout not found</h1>
<p>No checkout session has this address here. A session lives as long as the local stand-in that made it: if it was restarted, start the payment again from the shop.</p></main>`,
    );
  const { session, businessName } = context;
  const total = money(session.amount_total ?? 0, session.currency ?? 'eur');
  if (session.status === 'complete')
    return layout(
      `Payment received · ${businessName} · test checkout`,
      `<main class="state"><h1>Payment received</h1>
<p>This checkout is complete: ${total} was paid to ${escapeHtml(businessName)}. Nothing more to do here.</p>
${successUrl ? `<p><a href="${escapeHtml(successUrl)}">Return to ${escapeHtml(businessName)}</a></p>` : ''}</main>`,
    );
  return layout(
    `Checkout expired · ${businessName} · test checkout`,
    `<main class="state"><h1>This checkout has expired</h1>
<p>This checkout closed before it was paid: no payment of ${total} was taken.</p>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Return to ${escapeHtml(businessName)} to try again</a></p>` : ''}</main>`,
  );
}
