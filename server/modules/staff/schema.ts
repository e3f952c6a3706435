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

/**
 * A person's authenticator app (TOTP), the second step after their password. `secret` is the
 * one in use (null until a first code confirms it); `pendingSecret` the one being set up, shown
 * once as a QR code and kept only until a code from the app confirms it. `lastStep` is the
 * 30-second step of the last code accepted: a code is good once, so one seen over a shoulder or
 * in a proxy's log cannot be replayed.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step'),
});

/** Ten one-time codes for the day the phone is lost: SHA-256 of each, hex; used up once used. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

/**
 * Between a right password and the second step: the sign-in's ticket (SHA-256 of its token), good
 * for a few minutes. It carries the known device the password was checked under, so the session
 * it becomes stays that device's.
 */
export const staffSignInTickets = pgTable(
  'staff_sign_in_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sign_in_tickets_token_hash_unique').on(t.tokenHash)],
);
