import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/index';
import type { CertificateService } from '../certificates/index';
import type { StripeGateway } from './stripe/stripe-gateway';

/**
 * What the sales module's parts share: the database, the app's clock, links, Stripe (null without
 * its keys), certificates, and what to tell the rest of the app after a step committed.
 */
export interface SalesContext {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  stripe: StripeGateway | null;
  certificates: CertificateService;
  /**
   * The order pages' absolute URLs. Read before a transaction opens, never inside one: the links
   * are signed with a secret read from the database, and a transaction waiting for a second
   * connection while holding its own starves the pool when many run at once.
   */
  orderLinks: () => Promise<(orderId: number) => string>;
  /** Emails were queued in the outbox: its sender looks now. */
  mailQueued: () => void;
  /** Numbers were held, sold or freed: cached public counts are stale. */
  countsChanged: () => Promise<void>;
  /** A number came back to a Sold Out piece: its waitlist is told. */
  availableAgain: (sculptureId: number) => Promise<unknown>;
}
