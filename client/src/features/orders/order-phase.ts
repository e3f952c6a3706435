import type { OrderView } from '@contract/sales';

/**
 * What the order page leads with: choosing how to pay, the address a transfer's invoice is made
 * out to, the transfer awaited, the wait for
 * Stripe's word after its page sent the collector back, paid (and where the parcel is), or how
 * the order ended.
 */
export type OrderPhase =
  | 'awaiting-payment'
  | 'awaiting-address'
  | 'awaiting-transfer'
  | 'confirming-payment'
  | 'paid'
  | 'shipped'
  | 'delivered'
  | 'lapsed'
  | 'cancelled'
  | 'refunded';

/**
 * The page's phase. Back from Stripe (`?paid=1`) the order still awaits payment until Stripe's
 * signed event reaches the server: said as a thank-you being confirmed, not as a bill. A choice of
 * bank transfer wins over that mark: then the transfer is what is awaited.
 */
export function orderPhaseOf(view: OrderView, returnedFromCheckout: boolean): OrderPhase {
  if (view.state === 'awaiting-payment') {
    // The invoice of a transfer is made out to the buyer's address: it comes once that is given.
    if (view.method === 'bank-transfer') return view.invoice ? 'awaiting-transfer' : 'awaiting-address';
    return returnedFromCheckout ? 'confirming-payment' : 'awaiting-payment';
  }
  if (view.state !== 'paid') return view.state;
  if (view.shipment?.state === 'delivered') return 'delivered';
  if (view.shipment?.state === 'shipped') return 'shipped';
  return 'paid';
}

/**
 * Whether the page asks the server again by itself: while Stripe's word is awaited, and, back
 * from Stripe, until the certificate is there too: the server issues it just after it records the
 * payment, so a page asking in between sees Paid without it and would never show it.
 */
export function waitsForServer(view: OrderView, returnedFromCheckout: boolean): boolean {
  if (orderPhaseOf(view, returnedFromCheckout) === 'confirming-payment') return true;
  return returnedFromCheckout && view.state === 'paid' && view.certificate === null;
}
