/**
 * Every table, for the app and drizzle-kit. The tables live in files by concern; the core ones
 * (sculptures, content, subscribers, sessions) in schema-core.ts, which the others build on, so
 * no schema file imports this one back.
 */

export * from '../core/auth/schema';
export * from '../core/delivery/schema';
export * from '../modules/account/schema';
export * from '../modules/activity/schema';
export * from '../modules/analytics/schema';
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
export * from '../modules/staff/schema';
export * from '../modules/waitlists/schema';
export * from './schema-bounces';
export * from './schema-collectors';
export * from './schema-core';
export * from './schema-mail-outbox';
export * from './schema-opt-in';
