import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import type { StripeSettings } from '../../core/env';
import { adminSalesRoutes } from './admin-routes';
import { orderPageRoutes } from './order-page-routes';
import { orderRoutes } from './public-routes';
import { createSalesLoop } from './sales-loop';
import { createSalesService, type SalesService } from './sales-service';
import { createStripeGateway, type StripeGateway } from './stripe/stripe-gateway';
import { stripeWebhookRoute } from './stripe/webhook-route';

export { SALES_ACTIVITY } from './activity';
export { momentText, ORDER_MAIL_KIND } from './mail/order-mail';
export { orderTimeline } from './order-timeline';
export { orderReferenceOf, signOrderToken } from './order-token';
export { orderPagePath } from './order-views';
export type { SalesService } from './sales-service';
export { readSalesSettings } from './settings';

/*
 * Sales: from a held number to money received and a piece at the collector's door. A collector
 * who confirms a hold of a size with a price gets an order (its page is /orders/<token>), pays by
 * card through Stripe Checkout or by bank transfer against an invoice, and the number is sold,
 * certified, shipped; unpaid orders lapse and their number goes to the next in line. The owner
 * sees every order, marks transfers paid, ships, refunds and exports the ledger. Decision 40.
 */

export interface SalesModuleOptions {
  /** STRIPE_*: without them card payment is not offered and everything else works. */
  stripe?: StripeSettings;
  /** A stand-in for Stripe (tests); wins over `stripe`. */
  stripeGateway?: StripeGateway | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sales module's service: the reservation confirm link opens an order through it. */
    sales: SalesService;
  }
}

const salesModule: FastifyPluginAsync<SalesModuleOptions> = async (app, options) => {
  const stripe =
    options.stripeGateway !== undefined ? options.stripeGateway : createStripeGateway(options.stripe);
  const sales = createSalesService({
    db: app.db,
    now: () => app.clock.now(),
    log: app.log,
    stripe,
    certificates: app.certificates,
    publicUrl: app.publicUrl,
    mailQueued: () => {
      app.background.wake('mail-outbox');
      // A lapse holds the next number for the next in line, who is emailed by the reservation sender.
      app.background.wake('reservation-sender');
    },
    countsChanged: () => {
      app.analytics.stockMoved();
      return app.contentVersion.changed();
    },
    availableAgain: (sculptureId) => app.waitlists.notify(sculptureId),
  });
  app.decorate('sales', sales);
  app.background.add(
    'sales',
    createSalesLoop(sales, app.clock, (error) => app.log.error({ err: error }, 'the sales sweep failed')),
  );
  await app.register(
    async (api) => {
      await api.register(orderRoutes, { sales });
      await api.register(stripeWebhookRoute, { sales });
    },
    { prefix: API_PREFIX },
  );
  await app.register(adminSalesRoutes, { prefix: ADMIN_API_PREFIX, sales });
  // A collector's order (/orders/<token>), to pay, follow and download from, working without script.
  await app.register(orderPageRoutes, { sales, renderPublicPage: app.renderPublicPage });
};

/**
 * One Fastify plugin: the service (app.sales), its loop, the collector's calls and order page, the
 * Stripe webhook and the owner's routes. A sale issues its certificate, a number back on a Sold
 * Out piece tells its waitlist, every move of the counts is noted by analytics: those register first.
 */
export const salesPlugin = fp(salesModule, {
  name: 'sales',
  dependencies: ['waitlists', 'certificates', 'analytics'],
});
