import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Address,
  OrderState,
  PaymentMethod,
  SalesSettings,
  ShipmentState,
} from '../../../contract/sales';
import { collectorLink } from '../../core/db/collectors-table';
import { editionNumbers } from '../editions/schema';
import { reservations } from '../reservations/schema';
import { sculptures } from '../sculptures/schema';
import type { InvoiceSnapshot } from './documents/invoice-snapshot';

/*
 * The sales module's tables. An order, its payments and its documents are purchase records: they
 * outlive any edit or delete of the piece, number or reservation they point at (the links are
 * `set null` and the order keeps its own copy of what was sold, at what price), and nothing
 * deletes them.
 */

/** The shop's settings, one row (id 1), absent until the owner saves (the defaults apply). */
export const salesSettings = pgTable('sales_settings', {
  id: integer('id').primaryKey().default(1),
  settings: jsonb('settings').$type<SalesSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The hold it was opened for: one order per reservation, ever. */
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    sculptureId: integer('sculpture_id').references(() => sculptures.id, { onDelete: 'set null' }),
    editionNumberId: integer('edition_number_id').references(() => editionNumbers.id, {
      onDelete: 'set null',
    }),
    collectorId: collectorLink(),
    /** What was sold, as it was when the order opened. */
    pieceTitle: text('piece_title').notNull(),
    size: text('size').$type<'100' | '450'>().notNull(),
    number: integer('number').notNull(),
    editionSize: integer('edition_size'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    /** Money: integers in the currency's minor units; gross = net + tax. */
    currency: text('currency').notNull(),
    net: integer('net').notNull(),
    tax: integer('tax').notNull(),
    gross: integer('gross').notNull(),
    taxBasisPoints: integer('tax_basis_points').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull(),
    state: text('state').$type<OrderState>().notNull().default('awaiting-payment'),
    method: text('method').$type<PaymentMethod>(),
    /** Until when the number is kept for the collector while the order awaits payment. */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it lapsed, was cancelled or refunded. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why the owner cancelled or refunded, in their words. */
    endReason: text('end_reason'),
    /** Money received that must go back (a late payment for a number gone on; a transfer refund). */
    refundDue: boolean('refund_due').notNull().default(false),
    stripeSessionId: text('stripe_session_id'),
    stripeSessionExpiresAt: timestamp('stripe_session_expires_at', { withTimezone: true }),
    stripePaymentIntent: text('stripe_payment_intent'),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    shipmentState: text('shipment_state').$type<ShipmentState>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set once the certificate of the paid number was issued (or found issued). */
    certificateCode: text('certificate_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_reservation_unique').on(t.reservationId),
    uniqueIndex('orders_stripe_session_unique').on(t.stripeSessionId),
    index('orders_state_pay_by_idx').on(t.state, t.payBy),
    index('orders_collector_idx').on(t.collectorId),
    index('orders_created_idx').on(t.createdAt, t.id),
    check('orders_amounts_add_up', sql`${t.gross} = ${t.net} + ${t.tax} and ${t.net} >= 0 and ${t.tax} >= 0`),
    check(
      'orders_state_known',
      sql`${t.state} in ('awaiting-payment', 'paid', 'lapsed', 'cancelled', 'refunded')`,
    ),
  ],
);

/** Money received for an order, each applied once: `source` names where it came from, uniquely. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method').$type<PaymentMethod>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** 'stripe:<payment intent>', 'statement:<line key>', 'studio:<order id>': unique. */
    source: text('source').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** Whether it paid for the order or came late and is owed back. */
    applied: boolean('applied').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Stripe's refund id, or the owner's note of a transfer sent back. */
    refundReference: text('refund_reference'),
  },
  (t) => [
    uniqueIndex('order_payments_source_unique').on(t.source),
    index('order_payments_order_idx').on(t.orderId),
  ],
);

/** Invoices and credit notes: numbered in one series per year without gaps, never deleted. */
export const salesDocuments = pgTable(
  'sales_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<'invoice' | 'credit-note'>().notNull(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** Everything it prints, as it was when issued (later edits of settings or piece change nothing). */
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex('sales_documents_number_unique').on(t.number),
    uniqueIndex('sales_documents_year_sequence_unique').on(t.year, t.sequence),
    uniqueIndex('sales_documents_order_kind_unique').on(t.orderId, t.kind),
  ],
);

/** The last number given in each year's series; its row lock makes the next one wait its turn. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Every Stripe event applied, by its id: a second delivery of one changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: integer('order_id'),
  /** What applying it did, for the owner and the log: 'paid', 'ignored: amount differs', ... */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
