/**
 * Sales' public calls, below API_PREFIX (contract/api-paths.ts): a collector's order, reached by
 * the personal token of its link (`/orders/:token` is the page), and Stripe's signed events. A
 * file of its own: only the order page downloads these, never the rest of the site.
 */
export const ORDER_CALL = '/orders/:token';
export const ORDER_CHECKOUT_CALL = '/orders/:token/checkout';
export const ORDER_BANK_TRANSFER_CALL = '/orders/:token/bank-transfer';
export const ORDER_ADDRESS_CALL = '/orders/:token/address';
export const ORDER_INVOICE_CALL = '/orders/:token/invoice.pdf';
export const ORDER_CREDIT_NOTE_CALL = '/orders/:token/credit-note.pdf';
export const STRIPE_WEBHOOK_CALL = '/webhooks/stripe';
