import { API_PREFIX } from '@contract/api-paths';
import { ORDER_ADDRESS_CALL, ORDER_BANK_TRANSFER_CALL, ORDER_CHECKOUT_CALL } from '@contract/order-calls';
import { orderViewKey } from '@contract/order-page';
import { pathOf, ROUTES } from '@contract/page-paths';
import type { Address, OrderView } from '@contract/sales';
import { apiJson } from '@/lib/api-client';
import type { DataQuery } from '@/lib/use-data';

/** The order by its token: GET /api/orders/<token>, under the key the server seeds it by. */
export const orderQuery = (token: string): DataQuery<OrderView> => ({ key: [...orderViewKey(token)] });

/** The order page of a token: where its forms post without script. */
export const orderPath = (token: string) => pathOf(ROUTES.order, { token });

const call = (pattern: string, token: string) => `${API_PREFIX}${pathOf(pattern, { token })}`;

/** Stripe Checkout's page for this order, to go to. */
export const startCardPayment = (token: string) =>
  apiJson<{ url: string }>('POST', call(ORDER_CHECKOUT_CALL, token));

/** Bank transfer chosen: the invoice is issued, and the order's view answered with its bank details. */
export const chooseBankTransfer = (token: string) =>
  apiJson<OrderView>('POST', call(ORDER_BANK_TRANSFER_CALL, token));

/** Where to ship: the order's view answered with it saved. */
export const saveShippingAddress = (token: string, address: Partial<Address>) =>
  apiJson<OrderView>('POST', call(ORDER_ADDRESS_CALL, token), { address });
