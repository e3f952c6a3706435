import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One admin write (decision 19): who made it, what it changed and when. Only the names of the
 * fields that changed are kept, never their values, so no password or other secret typed into
 * the dashboard is ever stored here.
 */
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: serial('id').primaryKey(),
    /** When the write was made; a run of saves of the same thing moves it on (see coalescing). */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin's name at the time: the row still reads right after a rename or a removal. */
    username: text('username').notNull(),
    userId: integer('user_id'),
    /** The admin_sessions row the request was signed with (the Security tab lists them). */
    sessionId: integer('session_id'),
    /** What kind of thing: 'sculpture', 'site-setting', 'journal-post'... */
    entity: text('entity').notNull(),
    /** 'create', 'update', 'delete', or the route's own verb ('reorder', 'send'). */
    action: text('action').notNull(),
    /** Which one: an id, or a setting's key; null for singletons and lists. */
    target: text('target'),
    /** Names of the fields that changed (or were given, for a new thing). */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
  },
  (t) => [index('admin_activity_entity_idx').on(t.entity, t.id)],
);
