import { and, eq, isNull } from 'drizzle-orm';
import { absoluteUrl } from '../../../contract/page-paths';
import type { Address, OrderStage, SalesSettings } from '../../../contract/sales';
import { HttpError } from '../../core/http-error';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { listAdminOrders } from './admin-orders';
import { chooseBankTransfer, saveShippingAddress, startCheckout } from './collector-actions';
import { renderOrderDocument } from './documents/render-document';
import { salesLedgerCsv } from './ledger';
import { holdsAwaitingOrders, openOrder } from './open-orders';
import { lapseUnpaidOrders, remindUnpaidOrders } from './order-lapses';
import { documentsOf, findDocument, findOrder } from './order-records';
import { signOrderToken, verifyOrderToken } from './order-token';
import { adminOrderOf, orderPagePath, orderViewOf } from './order-views';
import { cancelOrder, extendOrder, markDelivered, markPaid, refundOrder, shipOrder } from './owner-actions';
import { issueCertificate, refundOwedCardPayments } from './payments';
import type { SalesContext } from './sales-context';
import { orders } from './schema';
import { openMethods, readSalesSettings, saveSalesSettings } from './settings';
import { applyStatement, matchStatement } from './statement/match-statement';
import { applyStripeEvent } from './stripe/stripe-events';

const GONE = 'This order link does not work: check that it was copied whole from the email.';

export type SalesService = ReturnType<typeof createSalesService>;

/** Sales as the routes and the sweep use them, over one context (sales-context.ts). */
export function createSalesService(context: Omit<SalesContext, 'orderLinks'> & { publicUrl: string }) {
  const { db } = context;
  const secret = () => unsubscribeSecret(db);
  const tokenOf = async (orderId: number) => signOrderToken(await secret(), orderId);
  const ctx: SalesContext = {
    ...context,
    orderLinks: async () => {
      const key = await secret();
      return (orderId) => absoluteUrl(context.publicUrl, orderPagePath(signOrderToken(key, orderId)));
    },
  };

  async function orderOfToken(token: string) {
    const id = verifyOrderToken(await secret(), token);
    const order = id === null ? null : await findOrder(db, id);
    if (!order) throw new HttpError(404, GONE);
    return order;
  }
  async function viewByToken(token: string) {
    const order = await orderOfToken(token);
    return orderViewOf(ctx, order, token, await readSalesSettings(db));
  }
  async function adminOrder(id: number) {
    const order = await findOrder(db, id);
    if (!order) throw new HttpError(404, 'Order not found');
    const documents = await documentsOf(db, id);
    return adminOrderOf(
      order,
      { invoice: documents.invoice?.number ?? null, creditNote: documents.creditNote?.number ?? null },
      orderPagePath(await tokenOf(id)),
    );
  }

  return {
    context: ctx,
    tokenOf,
    /** The order of a hold just confirmed, opened now so the collector lands on it; null without a price. */
    openOrderFor: (reservationId: number) => openOrder(ctx, reservationId),
    viewByToken,
    /**
     * Where the collector who just confirmed a hold goes next: their order's page, opened now when
     * the size has a price and the shop a way to pay; null otherwise (the owner sells by hand).
     */
    async orderPathAfterConfirm(reservationId: number): Promise<string | null> {
      const order = await openOrder(ctx, reservationId);
      return order ? orderPagePath(await tokenOf(order.id)) : null;
    },
    async checkoutByToken(token: string) {
      const order = await orderOfToken(token);
      const page = absoluteUrl(context.publicUrl, orderPagePath(token));
      return startCheckout(ctx, order.id, { success: `${page}?paid=1`, cancel: page });
    },
    async bankTransferByToken(token: string) {
      await chooseBankTransfer(ctx, (await orderOfToken(token)).id);
      return viewByToken(token);
    },
    async addressByToken(token: string, address: Address) {
      await saveShippingAddress(ctx, (await orderOfToken(token)).id, address);
      return viewByToken(token);
    },
    async documentByToken(token: string, kind: 'invoice' | 'credit-note') {
      const order = await orderOfToken(token);
      const document = await findDocument(db, order.id, kind);
      if (!document)
        throw new HttpError(
          404,
          kind === 'invoice'
            ? 'No invoice has been issued for this order yet.'
            : 'No credit note was issued for this order.',
        );
      return { filename: `${document.number}.pdf`, pdf: await renderOrderDocument(document, order) };
    },
    /** null: the signature is not Stripe's (or Stripe is not set up); nothing was applied. */
    async receiveStripeEvent(payload: Buffer, signature: string): Promise<string | null> {
      if (!ctx.stripe) return null;
      let event: ReturnType<NonNullable<SalesContext['stripe']>['verifyEvent']>;
      try {
        event = ctx.stripe.verifyEvent(payload, signature, ctx.now());
      } catch {
        return null;
      }
      return applyStripeEvent(ctx, event);
    },

    async settingsView() {
      return { settings: await readSalesSettings(db), cardAvailable: ctx.stripe !== null };
    },
    async saveSettings(settings: SalesSettings) {
      await saveSalesSettings(db, settings);
      return { settings, cardAvailable: ctx.stripe !== null };
    },
    async list(query: { state?: OrderStage; q?: string; page: number }) {
      return listAdminOrders(db, await secret(), query);
    },
    adminOrder,
    ledgerCsv: (period: { from?: string; to?: string }) => salesLedgerCsv(db, period),
    markPaid: (id: number, paidOn?: string) => markPaid(ctx, id, paidOn),
    extend: (id: number, days: number) => extendOrder(ctx, id, days),
    ship: (id: number, shipment: { carrier: string; trackingNumber: string; trackingUrl: string }) =>
      shipOrder(ctx, id, shipment),
    delivered: (id: number) => markDelivered(ctx, id),
    refund: (id: number, ending: { numberReturnsTo: 'sale' | 'withheld'; reason: string }) =>
      refundOrder(ctx, id, ending),
    cancel: (id: number, ending: { numberReturnsTo: 'sale' | 'withheld'; reason: string }) =>
      cancelOrder(ctx, id, ending),
    previewStatement: (csv: string) => matchStatement(db, csv),
    applyStatement: (csv: string, keys: string[]) => applyStatement(ctx, csv, keys),

    /**
     * One pass of the sales loop: orders for holds confirmed while they waited, reminders, lapses,
     * certificates a crash left unissued, card refunds Stripe could not take before.
     */
    async sweep() {
      // Without a way to pay no order can open: the holds are not looked at (nor their pieces
      // locked) every pass for nothing.
      const methods = openMethods(await readSalesSettings(db), ctx.stripe !== null);
      if (methods.card || methods.bankTransfer) {
        for (const reservationId of await holdsAwaitingOrders(db)) await openOrder(ctx, reservationId);
      }
      await remindUnpaidOrders(ctx);
      await lapseUnpaidOrders(ctx);
      const uncertified = await db
        .select()
        .from(orders)
        .where(and(eq(orders.state, 'paid'), isNull(orders.certificateCode)));
      for (const order of uncertified) await issueCertificate(ctx, order);
      await refundOwedCardPayments(ctx);
    },
  };
}
