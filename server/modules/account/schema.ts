import { sql } from 'drizzle-orm';
import {
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
import type { Address } from '../../../contract/sales';
import { collectors } from '../../core/db/collectors-table';
import { certificates } from '../certificates/schema';

/*
 * The collector's account: codes that sign them in, their sessions, their saved shipping address
 * and the resales they start (decision 44). An address is the account: every row names the
 * collector by the lowercased address (`email_key`) and, where one exists, by their record, which
 * an erase deletes, taking sessions and address with it.
 */

/**
 * A sign-in code and link, good for ten minutes, once: one per address (a new request replaces
 * it). Only hashes are kept. A code dies after a few wrong tries, so a guesser must ask for a new
 * one, and asking is throttled per address.
 */
export const collectorSignInCodes = pgTable(
  'collector_sign_in_codes',
  {
    id: serial('id').primaryKey(),
    emailKey: text('email_key').notNull(),
    codeHash: text('code_hash').notNull(),
    linkHash: text('link_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('collector_sign_in_codes_email_unique').on(t.emailKey),
    uniqueIndex('collector_sign_in_codes_link_unique').on(t.linkHash),
  ],
);

/** A signed-in browser: the cookie's token, only its SHA-256 stored. */
export const collectorSessions = pgTable(
  'collector_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    emailKey: text('email_key').notNull(),
    collectorId: integer('collector_id')
      .notNull()
      .references(() => collectors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('collector_sessions_token_unique').on(t.tokenHash),
    index('collector_sessions_collector_idx').on(t.collectorId),
  ],
);

/** Where the collector's pieces go: new orders start from it; saving it moves unshipped ones. */
export const collectorAddresses = pgTable('collector_addresses', {
  collectorId: integer('collector_id')
    .primaryKey()
    .references(() => collectors.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<Address>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const TRANSFER_STATES = ['open', 'accepted', 'cancelled', 'lapsed', 'blocked'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/**
 * A resale the owner of a certificate starts: the buyer accepts it signed in, and the certificate
 * passes to them (decision 32's chain). At most one open per certificate. Price and date are the
 * seller's private note, shown to nobody else but the studio.
 */
export const certificateTransfers = pgTable(
  'certificate_transfers',
  {
    id: serial('id').primaryKey(),
    /** Restrict: a transfer is a record of the chain, like the certificates it links. */
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'restrict' }),
    sellerEmailKey: text('seller_email_key').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerEmailKey: text('buyer_email_key').notNull(),
    /** Minor units of `currency`, as the seller noted it; null when not given. */
    price: integer('price'),
    currency: text('currency'),
    agreedOn: date('agreed_on', { mode: 'string' }),
    state: text('state').$type<TransferState>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The studio's reason for a block, in its words; shown to seller and buyer. */
    blockReason: text('block_reason'),
    /** The buyer's certificate, once accepted. */
    newCertificateId: integer('new_certificate_id').references(() => certificates.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    uniqueIndex('certificate_transfers_one_open').on(t.certificateId).where(sql`${t.state} = 'open'`),
    index('certificate_transfers_buyer_idx').on(t.buyerEmailKey, t.state),
    index('certificate_transfers_seller_idx').on(t.sellerEmailKey, t.state),
    index('certificate_transfers_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'open'`),
    check(
      'certificate_transfers_state_known',
      sql`${t.state} in ('open', 'accepted', 'cancelled', 'lapsed', 'blocked')`,
    ),
    check('certificate_transfers_price_positive', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);
