import { API_PREFIX } from './api-paths';

/*
 * The collector's order page (/orders/<token>) between server and browser. The server renders it
 * with the order's view seeded under the key the page's script reads it by, so the first render
 * (server and hydration alike) shows the order without script. Without script its buttons and
 * the address form post to the page itself with an `action` field (server/modules/sales/
 * order-page-routes.ts). Plain code: the order page imports it.
 */

/** The data key of an order's view: the browser's default read of it is GET /api/orders/<token>. */
export const orderViewKey = (token: string) => [`${API_PREFIX}/orders`, token] as const;

/** The `action` field of the page's forms when posted without script. */
export const ORDER_PAGE_ACTIONS = ['checkout', 'bank-transfer', 'address'] as const;
export type OrderPageAction = (typeof ORDER_PAGE_ACTIONS)[number];

/** The address form's fields, as the form names them (the keys of contract/sales AddressSchema). */
export const ADDRESS_FIELDS = [
  'name',
  'line1',
  'line2',
  'postalCode',
  'city',
  'region',
  'country',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Where Stripe's Checkout returns a collector who paid: the page then waits for the webhook. */
export const PAID_PARAM = 'paid';
export const PAID_VALUE = '1';
