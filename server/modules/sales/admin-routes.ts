import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { MessageSchema } from '../../../contract/common';
import {
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  EndOrderInputSchema,
  ExtendOrderInputSchema,
  LedgerQuerySchema,
  MarkPaidInputSchema,
  OrderIdParamsSchema,
  SalesSettingsSchema,
  SalesSettingsViewSchema,
  ShipmentInputSchema,
  StatementApplyAnswerSchema,
  StatementApplyInputSchema,
  StatementInputSchema,
  StatementPreviewSchema,
} from '../../../contract/sales';
import { routesNeed } from '../../core/http/route-config';
import { sendCsv } from '../../core/http/send-csv';
import type { SalesService } from './sales-service';

const refusals = { 404: MessageSchema, 409: MessageSchema };
/** The delivered step takes no fields: an empty body, or none. */
const NoFieldsSchema = z.object({}).optional();

/** The owner's side of sales: settings, the orders, each money and shipping step, the ledger. */
export const adminSalesRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = async (app, { sales }) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(ADMIN_CALLS.salesSettings, { schema: { response: { 200: SalesSettingsViewSchema } } }, () =>
    sales.settingsView(),
  );
  // Payment settings (where the money goes) are the Owner's.
  app.post(
    ADMIN_CALLS.salesSettings,
    {
      config: { role: 'owner', proof: true },
      schema: { body: SalesSettingsSchema, response: { 200: SalesSettingsViewSchema } },
    },
    async (request) => sales.saveSettings(request.body),
  );

  app.get(
    ADMIN_CALLS.orders,
    { schema: { querystring: AdminOrderQuerySchema, response: { 200: AdminOrderListSchema } } },
    async (request) => sales.list(request.query),
  );
  app.get(ADMIN_CALLS.ordersCsv, { schema: { querystring: LedgerQuerySchema } }, async (request, reply) =>
    sendCsv(reply, 'sales-ledger', await sales.ledgerCsv(request.query)),
  );
  app.get(
    ADMIN_CALLS.order,
    { schema: { params: OrderIdParamsSchema, response: { 200: AdminOrderSchema, ...refusals } } },
    async (request) => sales.adminOrder(request.params.id),
  );

  const step = <Body>(
    path: string,
    body: z.ZodType<Body>,
    run: (id: number, input: Body) => Promise<unknown>,
    role: 'manager' | 'owner' = 'manager',
  ) =>
    app.post(
      path,
      {
        // The Owner's steps move money: proved a moment ago.
        config: { role, proof: role === 'owner' },
        schema: {
          params: OrderIdParamsSchema,
          body,
          response: { 200: AdminOrderSchema, ...refusals, 503: MessageSchema },
        },
      },
      async (request) => {
        await run(request.params.id, request.body as Body);
        return sales.adminOrder(request.params.id);
      },
    );
  step(ADMIN_CALLS.orderMarkPaid, MarkPaidInputSchema, (id, input) => sales.markPaid(id, input.paidOn));
  step(ADMIN_CALLS.orderExtend, ExtendOrderInputSchema, (id, input) => sales.extend(id, input.days));
  step(ADMIN_CALLS.orderShipment, ShipmentInputSchema, (id, input) => sales.ship(id, input));
  step(ADMIN_CALLS.orderDelivered, NoFieldsSchema, (id) => sales.delivered(id));
  // Only an order still awaiting its money can be cancelled: a Manager's step. Money going back is the Owner's.
  step(ADMIN_CALLS.orderCancel, EndOrderInputSchema, (id, input) => sales.cancel(id, input));
  step(ADMIN_CALLS.orderRefund, EndOrderInputSchema, (id, input) => sales.refund(id, input), 'owner');

  app.post(
    ADMIN_CALLS.orderStatement,
    {
      bodyLimit: 2_200_000,
      schema: { body: StatementInputSchema, response: { 200: StatementPreviewSchema, 400: MessageSchema } },
    },
    async (request) => sales.previewStatement(request.body.csv),
  );
  app.post(
    ADMIN_CALLS.orderStatementApply,
    {
      bodyLimit: 2_200_000,
      schema: {
        body: StatementApplyInputSchema,
        response: { 200: StatementApplyAnswerSchema, 400: MessageSchema },
      },
    },
    async (request) => sales.applyStatement(request.body.csv, request.body.keys),
  );
};
