import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SaleMode } from '../../contract/draws';
import { addressWords, collectorLink, searchWords } from './schema-collectors';

/** created_at and updated_at, as every content table has them (the content module's tables too). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Per-size chart columns: height100 ... certificate450, nullable text. */
function sizeChart<M extends '100' | '450'>(model: M) {
  return {
    [`height${model}`]: text(`height_${model}`),
    [`width${model}`]: text(`width_${model}`),
    [`depth${model}`]: text(`depth_${model}`),
    [`weight${model}`]: text(`weight_${model}`),
    [`medium${model}`]: text(`medium_${model}`),
    [`edition${model}`]: text(`edition_${model}`),
    [`finish${model}`]: text(`finish_${model}`),
    [`certificate${model}`]: text(`certificate_${model}`),
  } as {
    [K in `${'height' | 'width' | 'depth' | 'weight' | 'medium' | 'edition' | 'finish' | 'certificate'}${M}`]: ReturnType<
      typeof text
    >;
  };
}

export const sculptures = pgTable(
  'sculptures',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    tagline: text('tagline').notNull(),
    intro: text('intro').notNull(),
    medium: text('medium').notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    edition: text('edition').notNull(),
    finish: text('finish').notNull(),
    certificate: text('certificate').notNull(),
    status: text('status').notNull().default('Available'),
    /**
     * The status a scheduled piece takes when it unlocks: a piece scheduled while "Coming Soon"
     * would otherwise unlock behind a disabled button and never mail its waitlist (issue 26).
     */
    statusAtRelease: text('status_at_release').notNull().default('Available'),
    isLocked: boolean('is_locked').notNull().default(false),
    /** A hidden piece (false) appears nowhere public: not even as a locked teaser. */
    published: boolean('published').notNull().default(true),
    /**
     * When a locked piece unlocks by itself; null when no release is scheduled. Set only on a
     * locked piece (docs/decisions/0012-drops.md), so clearing it never unlocks anything.
     */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    isGreyscale: boolean('is_greyscale').notNull().default(false),
    imageCount: integer('image_count').notNull().default(4),
    placeholderType: text('placeholder_type').$type<'photo' | 'video'>().notNull().default('photo'),
    thumbnailImage: text('thumbnail_image'),
    rolloverImage: text('rollover_image'),
    scaleImage: text('scale_image'),
    placeholderMedia: text('placeholder_media'),
    inSituImages: jsonb('in_situ_images').$type<string[]>().notNull().default([]),
    galleryImages: jsonb('gallery_images').$type<string[]>().notNull().default([]),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...sizeChart('100'),
    ...sizeChart('450'),
    /**
     * How many numbered casts each size has (N); null for a size not offered, or whose edition is
     * not counted. The register (schema-editions.ts) holds one row for each of 1..N.
     */
    editionSize100: integer('edition_size_100'),
    editionSize450: integer('edition_size_450'),
    /**
     * Each size's price in the shop currency's minor units (sales settings); null is "Price on
     * request": a held number of that size is sold by the owner by hand, not paid online.
     */
    price100: integer('price_100'),
    price450: integer('price_450'),
    /**
     * How each size is sold at its drop: 'first-come' (numbers in order of arrival) or 'draw'
     * (entries for a window from the release, then an order anyone can check: modules/draws).
     */
    saleMode100: text('sale_mode_100').$type<SaleMode>().notNull().default('first-come'),
    saleMode450: text('sale_mode_450').$type<SaleMode>().notNull().default('first-come'),
    /** How long a draw takes entries from the release, in minutes (15 minutes to 7 days). */
    drawWindowMinutes: integer('draw_window_minutes').notNull().default(60),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sculptures_slug_unique').on(t.slug),
    index('sculptures_sort_order_idx').on(t.sortOrder),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Set when the subscriber leaves through the unsubscribe link; cleared when they subscribe again. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * When the address was confirmed: at once without double opt-in, by the emailed link with it.
     * Null while pending; only confirmed subscribers receive newsletters.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    collectorId: collectorLink(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`),
    index('newsletter_subscribers_collector_idx').on(t.collectorId),
    // The admin list's pages, newest first, and its search by any word of the address.
    index('newsletter_subscribers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('newsletter_subscribers_search_idx').using(
      'gin',
      searchWords(sql`${t.email}`, addressWords(sql`${t.email}`)),
    ),
  ],
);

export const waitlistMembers = pgTable(
  'waitlist_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The piece's title as the visitor saw it when joining (the public call's field). */
    sculptureType: text('sculpture_type').notNull(),
    /**
     * The piece itself, found by its title at join time: titles can change, and the waitlist mail
     * must reach the members of that piece. Null for a title no piece bears (or a deleted piece).
     */
    sculptureId: integer('sculpture_id').references(() => sculptures.id, { onDelete: 'set null' }),
    /** As for subscribers: null while pending, and a pending member is not emailed the release. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    collectorId: collectorLink(),
  },
  (t) => [
    index('waitlist_members_collector_idx').on(t.collectorId),
    index('waitlist_members_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('waitlist_members_search_idx').using(
      'gin',
      searchWords(sql`${t.email}`, addressWords(sql`${t.email}`)),
    ),
    // One member per address per piece, the address compared case-insensitively.
    uniqueIndex('waitlist_members_email_sculpture_unique')
      .on(sql`lower(${t.email})`, t.sculptureId)
      .where(sql`${t.sculptureId} is not null`),
    uniqueIndex('waitlist_members_email_type_unique')
      .on(sql`lower(${t.email})`, t.sculptureType)
      .where(sql`${t.sculptureId} is null`),
    // Notification walks one piece's members in the order they joined.
    index('waitlist_members_sculpture_joined_idx').on(t.sculptureId, t.createdAt, t.id),
  ],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Where this admin last sent a newsletter's test copy: the composer offers it again. */
    lastTestEmail: text('last_test_email'),
    /** What this person may do: 'owner', 'manager' or 'editor' (server/modules/staff/roles.ts). */
    role: text('role').$type<'owner' | 'manager' | 'editor'>().notNull().default('owner'),
    /** Where invitations and security notices reach them; null for accounts made in the shell. */
    email: text('email'),
    /** Set while the Owner has suspended the account: it signs in nowhere until lifted. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admin_users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('admin_users_email_unique').on(sql`lower(${t.email})`),
    check('admin_users_role_known', sql`${t.role} in ('owner', 'manager', 'editor')`),
  ],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the session last authenticated a request: what idle expiry counts from. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in, to tell sessions apart in the dashboard. */
    userAgent: text('user_agent'),
    /**
     * The network it signed in from: the /24 of an IPv4 address or the /48 of an IPv6 one, never
     * the whole address (decision 31). Null for sessions begun before it was kept.
     */
    signInNetwork: text('sign_in_network'),
    /**
     * When the person last proved themselves in this session (signing in, or again before a
     * money or erasure step): such steps need it within the last few minutes (decision 46).
     */
    provenAt: timestamp('proven_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_sessions_token_hash_unique').on(t.tokenHash)],
);

/**
 * Browsers that signed in with the right password before: their token lets the account's own
 * password through while someone else's guesses hold the account's sign-in waits (decision 14).
 */
export const adminDevices = pgTable(
  'admin_devices',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the device token, hex. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_devices_token_hash_unique').on(t.tokenHash)],
);
