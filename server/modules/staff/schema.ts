import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from '../../db/schema-core';

/*
 * The staff module's tables. Accounts themselves are admin_users (schema-core.ts), which every
 * session and device points at; an invitation becomes one when it is accepted.
 */

/**
 * An Owner's invitation to join the studio's dashboard: a one-time link, good for 48 hours. Only
 * the token's hash is kept; accepting it (or a newer invitation to the same address) uses it up.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').$type<'owner' | 'manager' | 'editor'>().notNull(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** Who invited: null once that account is removed (the invitation still stands). */
    invitedBy: integer('invited_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used, or when the Owner took the invitation back. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_unique').on(t.tokenHash),
    index('staff_invitations_email_idx').on(sql`lower(${t.email})`),
    check('staff_invitations_role_known', sql`${t.role} in ('owner', 'manager', 'editor')`),
  ],
);
