import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../core/db/schema';

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

/*
 * The staff module's tables. Accounts themselves are admin_users (above), which every
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
 * in a proxy's log cannot be replayed. Both secrets are stored sealed (AES-256-GCM, totp-seal.ts),
 * never as the base32 an app reads.
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

/**
 * A person's passkeys (WebAuthn credentials): each signs them in without a password, and proves
 * them again before money moves. Only the public key is kept; `counter` is the authenticator's
 * signature count (0 for those that keep none), which must grow, so a cloned key shows itself.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser reaches it ('internal', 'hybrid', 'usb'...), comma-separated. */
    transports: text('transports'),
    /** What the person called it ("MacBook Touch ID"), to tell their passkeys apart. */
    name: text('name').notNull(),
    /** Whether it is synced to other devices (a password manager's or the phone's cloud). */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_passkeys_credential_id_unique').on(t.credentialId),
    index('staff_passkeys_user_idx').on(t.userId),
  ],
);

/**
 * A WebAuthn challenge handed to a browser, kept in the database so any instance can check the
 * answer: good once and for a few minutes. `purpose` says what it may be used for (adding a
 * passkey, signing in, proving oneself again, accepting an invitation), and `userId` or
 * `invitationHash` whom.
 */
export const staffPasskeyChallenges = pgTable(
  'staff_passkey_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').$type<'register' | 'sign-in' | 'prove' | 'invitation'>().notNull(),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** For an invitation's passkey: the link token's hash, so the answer is good for that link only. */
    invitationHash: text('invitation_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_passkey_challenges_challenge_unique').on(t.challenge),
    check(
      'staff_passkey_challenges_purpose_known',
      sql`${t.purpose} in ('register', 'sign-in', 'prove', 'invitation')`,
    ),
  ],
);
