import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The mail sending budget every instance draws on (core/delivery/sending-budget.ts): one row
 * per hour of the senders' clock, counting what was sent in that hour and in its latest second.
 * The row is the lock two instances take in turn, so they keep one rate between them.
 */
export const mailSendingBudget = pgTable('mail_sending_budget', {
  /** Whole hours since 1970 on the senders' clock. */
  hour: bigint('hour', { mode: 'number' }).primaryKey(),
  /** Messages taken from this hour's allowance, of every kind. */
  hourUsed: integer('hour_used').notNull().default(0),
  /** The latest second (whole seconds since 1970) anything was taken in. */
  second: bigint('second', { mode: 'number' }).notNull().default(0),
  /** Messages taken in that second. */
  secondUsed: integer('second_used').notNull().default(0),
  /**
   * Until when (ms since 1970) personal mail is waiting for a turn: newsletters and waitlist
   * emails take nothing until then, so a confirmation is never behind a 10,000-copy newsletter.
   */
  personalWaitingUntil: bigint('personal_waiting_until', { mode: 'number' }).notNull().default(0),
});
