import { randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_TICKET_MINUTES,
  TOTP_DIGITS,
} from '../../../contract/second-factor';
import { createToken, hashToken } from '../../core/auth/tokens';
import type { Db } from '../../core/db/index';
import { staffRecoveryCodes, staffSignInTickets, staffTotp } from '../../db/schema';
import { isSealed, openTotpSecret, sealTotpSecret } from './totp-seal';

/*
 * A person's second factor: an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds,
 * the settings every app reads from a QR code) and ten one-time recovery codes, plus the ticket a
 * right password becomes while the second step is awaited.
 */

const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned over. */
const WINDOW = 1;
/** No 0/o, 1/l/i: recovery codes are read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpFor(secret: string, label: string, issuer: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** Whether the person signs in with a code after their password. */
export async function hasTotp(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffTotp.userId })
    .from(staffTotp)
    .where(and(eq(staffTotp.userId, userId), isNotNull(staffTotp.secret)));
  return row !== undefined;
}

/**
 * Starts setting up an authenticator app: a new secret, kept aside until a code confirms it (an
 * app already in use keeps working until then).
 */
export async function beginTotp(db: Db, userId: number, label: string, issuer: string) {
  const secret = new Secret({ size: 20 }).base32;
  const pendingSecret = await sealTotpSecret(db, secret);
  await db
    .insert(staffTotp)
    .values({ userId, pendingSecret })
    .onConflictDoUpdate({ target: staffTotp.userId, set: { pendingSecret } });
  return { secret, otpauthUrl: totpFor(secret, label, issuer).toString() };
}

/** The 30-second step a code belongs to, if it is right for `secret` at `now` (null if not). */
function stepOf(secret: string, code: string, now: Date): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totpFor(secret, 'x', 'x').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What is kept of a recovery code: dashes and case are how it is written, not the code. */
const recoveryHash = (code: string) => hashToken(code.replace(/[\s-]/g, '').toLowerCase());

/**
 * A code from the app being set up confirms it: it becomes the one in use, and ten new recovery
 * codes replace any before (returned once, kept hashed). Null when the code is not right.
 */
export async function confirmTotp(db: Db, userId: number, code: string, now: Date): Promise<string[] | null> {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  if (!row?.pendingSecret) return null;
  const step = stepOf(await openTotpSecret(db, row.pendingSecret), code, now);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx
      .update(staffTotp)
      .set({ secret: row.pendingSecret, pendingSecret: null, confirmedAt: now, lastStep: step })
      .where(eq(staffTotp.userId, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: recoveryHash(c) })));
  });
  return codes;
}

/** Turns the second factor off (the person's choice, or the shell's break-glass): codes go too. */
export async function removeTotp(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffTotp).where(eq(staffTotp.userId, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  });
}

/**
 * Whether `code` proves the person: a code from their app not used before (its step is taken at
 * once, so two requests with one code cannot both pass), or a recovery code, used up by this.
 */
export async function checkSecondFactor(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  if (!row?.secret) return false;
  const secret = await openTotpSecret(db, row.secret);
  // Stored before sealing: sealed now (only if still the same plain value).
  if (!isSealed(row.secret))
    await db
      .update(staffTotp)
      .set({ secret: await sealTotpSecret(db, secret) })
      .where(and(eq(staffTotp.userId, userId), eq(staffTotp.secret, row.secret)));
  const step = stepOf(secret, code, now);
  if (step !== null) {
    const taken = await db
      .update(staffTotp)
      .set({ lastStep: step })
      .where(and(eq(staffTotp.userId, userId), or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step))))
      .returning({ userId: staffTotp.userId });
    return taken.length > 0;
  }
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, recoveryHash(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

/**
 * Seals the secrets stored before sealing (at the staff module's start, on every instance: each
 * update names the plain value it replaces, so two instances doing it at once seal it once).
 */
export async function sealPlainTotpSecrets(db: Db): Promise<number> {
  const rows = await db.select().from(staffTotp);
  let sealed = 0;
  for (const row of rows)
    for (const column of ['secret', 'pendingSecret'] as const) {
      const plain = row[column];
      if (plain === null || isSealed(plain)) continue;
      const done = await db
        .update(staffTotp)
        .set({ [column]: await sealTotpSecret(db, plain) })
        .where(and(eq(staffTotp.userId, row.userId), eq(staffTotp[column], plain)))
        .returning({ userId: staffTotp.userId });
      sealed += done.length;
    }
  return sealed;
}

/** How many recovery codes the person has left. */
export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** A right password's ticket to the second step: the token (only its hash is kept). */
export async function issueSignInTicket(
  db: Db,
  userId: number,
  deviceHash: string | undefined,
  now: Date,
): Promise<string> {
  const ticket = createToken();
  // Old tickets are only clutter: swept as new ones are made.
  await db.delete(staffSignInTickets).where(lt(staffSignInTickets.expiresAt, now));
  await db.insert(staffSignInTickets).values({
    tokenHash: hashToken(ticket),
    userId,
    deviceHash: deviceHash ?? null,
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_TICKET_MINUTES * 60_000),
  });
  return ticket;
}

/** The ticket's account and device, while it is unused and not expired. */
export async function findSignInTicket(db: Db, ticket: string, now: Date) {
  const [row] = await db
    .select({ userId: staffSignInTickets.userId, deviceHash: staffSignInTickets.deviceHash })
    .from(staffSignInTickets)
    .where(
      and(
        eq(staffSignInTickets.tokenHash, hashToken(ticket)),
        isNull(staffSignInTickets.usedAt),
        gt(staffSignInTickets.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Uses the ticket up; false if another request already did. */
export async function spendSignInTicket(db: Db, ticket: string, now: Date): Promise<boolean> {
  const used = await db
    .update(staffSignInTickets)
    .set({ usedAt: now })
    .where(and(eq(staffSignInTickets.tokenHash, hashToken(ticket)), isNull(staffSignInTickets.usedAt)))
    .returning({ id: staffSignInTickets.id });
  return used.length > 0;
}
