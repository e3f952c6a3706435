/**
 * Every table, for the app and drizzle-kit (drizzle.config.ts reads this file): the list of the
 * schema slices. Each feature's tables live in its module's schema.ts, what every feature shares
 * in core (core/db/schema.ts: app_meta and the timestamps helper; core/db/collectors-table.ts:
 * the people every feature links to; core/delivery/schema.ts: the sending budget; core/mail/schema.ts:
 * the transactional outbox; core/auth/schema.ts).
 * A slice imports the slices its foreign keys name, never this list, so nothing imports it back.
 */

export * from '../core/auth/schema';
export * from '../core/db/collectors-table';
export * from '../core/db/schema';
export * from '../core/delivery/schema';
export * from '../core/mail/schema';
export * from '../modules/account/schema';
export * from '../modules/activity/schema';
export * from '../modules/analytics/schema';
export * from '../modules/audience/schema';
export * from '../modules/certificates/schema';
export * from '../modules/challenge/schema';
export * from '../modules/content/schema';
export * from '../modules/draws/schema';
export * from '../modules/editions/schema';
export * from '../modules/inquiries/schema';
export * from '../modules/media/schema';
export * from '../modules/newsletters/schema';
export * from '../modules/reservations/schema';
export * from '../modules/sales/schema';
export * from '../modules/sculptures/schema';
export * from '../modules/staff/schema';
export * from '../modules/waitlists/schema';
