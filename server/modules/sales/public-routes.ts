import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../../contract/common';
import {
  ORDER_ADDRESS_CALL,
  ORDER_BANK_TRANSFER_CALL,
  ORDER_CALL,
  ORDER_CHECKOUT_CALL,
  ORDER_CREDIT_NOTE_CALL,
  ORDER_INVOICE_CALL,
} from '../../../contract/order-calls';
import {
  CheckoutAnswerSchema,
  OrderAddressInputSchema,
  OrderTokenParamsSchema,
  OrderViewSchema,
} from '../../../contract/sales';
import { PRIVATE_CACHE_CONTROL } from '../../core/cache/cached-answer';
import { publicRateLimited } from '../../core/http/rate-limits';
import type { SalesService } from './sales-service';

/** An order's link is its only credential: a guess cannot hit, this keeps one address from hammering. */
export const ORDER_ROUTE = publicRateLimited('emailLink');

/**
 * The collector's order by its personal link: what the page shows, and the ways to pay. Every
 * answer names one person's order, so none is cached anywhere and none sends the link on in a
 * Referer.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = async (app, { sales }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).header('Referrer-Policy', 'no-referrer');
  });

  app.get(
    ORDER_CALL,
    {
      ...ORDER_ROUTE,
      schema: { params: OrderTokenParamsSchema, response: { 200: OrderViewSchema, 404: MessageSchema } },
    },
    async (request) => sales.viewByToken(request.params.token),
  );

  app.post(
    ORDER_CHECKOUT_CALL,
    {
      ...ORDER_ROUTE,
      schema: {
        params: OrderTokenParamsSchema,
        response: { 200: CheckoutAnswerSchema, 404: MessageSchema, 409: MessageSchema, 503: MessageSchema },
      },
    },
    async (request) => ({ url: await sales.checkoutByToken(request.params.token) }),
  );

  app.post(
    ORDER_BANK_TRANSFER_CALL,
    {
      ...ORDER_ROUTE,
      schema: {
        params: OrderTokenParamsSchema,
        response: { 200: OrderViewSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => sales.bankTransferByToken(request.params.token),
  );

  app.post(
    ORDER_ADDRESS_CALL,
    {
      ...ORDER_ROUTE,
      schema: {
        params: OrderTokenParamsSchema,
        body: OrderAddressInputSchema,
        response: { 200: OrderViewSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => sales.addressByToken(request.params.token, request.body.address),
  );

  for (const [call, kind] of [
    [ORDER_INVOICE_CALL, 'invoice'],
    [ORDER_CREDIT_NOTE_CALL, 'credit-note'],
  ] as const) {
    app.get(call, { ...ORDER_ROUTE, schema: { params: OrderTokenParamsSchema } }, async (request, reply) => {
      const document = await sales.documentByToken(request.params.token, kind);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${document.filename}"`)
        .send(document.pdf);
    });
  }
};
