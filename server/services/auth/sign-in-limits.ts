import { desc, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { signInLimits } from '../../db/schema';

/**
 * Growing waits between sign-in attempts, per key (a client network, an account, a device), kept
 * in the database so every instance counts the same attempts (decision 14). An attempt is counted
 * before its password is checked, so parallel attempts cannot all slip past one check; one that
 * comes before its key's wait is over is refused without being counted or checked.
 *
 * No key is ever locked: after its free attempts each one doubles the wait before the next, up to
 * its kind's MAX_WAIT_MS, and a key is forgotten a day after its last attempt.
 */
/** 'verify': wrong certificate codes from one client network (services/certificates/verify-lookup.ts). */
export type LimitKind = 'network' | 'account' | 'device' | 'verify';

/** Attempts allowed back to back before waits begin. */
const FREE_ATTEMPTS: Record<LimitKind, number> = { network: 10, account: 5, device: 5, verify: 10 };
const FIRST_WAIT_MS = 1000;
/**
 * The longest wait per key. An account's is a minute: its key is the one an attacker anywhere can
 * hold, and its owner on a new browser must never wait longer than that. The long waits belong
 * to what an attacker owns: their network, and a device token they might have stolen.
 */
export const MAX_WAIT_MS: Record<LimitKind, number> = {
  network: 15 * 60 * 1000,
  account: 60 * 1000,
  device: 15 * 60 * 1000,
  // Wrong certificate codes: only guessing is slowed, a real code is never counted.
  verify: 15 * 60 * 1000,
};
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
/** Old keys are swept now and then, not on every attempt. */
export const SWEEP_EVERY = 100;
/**
 * The most keys kept: past it the sweep forgets those whose last attempt is oldest. Addresses and
 * typed names are the attacker's to multiply; without a bound they would fill the embedded
 * database's memory. An account under attack now is the newest row, never the one forgotten.
 */
const MAX_KEYS = 20_000;

export interface LimitKey {
  kind: LimitKind;
  /** What is counted: an address prefix, an account id, a device token hash. */
  id: string;
}

export interface SignInLimits {
  /** Counts an attempt under every key; the seconds to wait when refused (then nothing is counted). */
  begin(keys: LimitKey[]): Promise<{ refused: false } | { refused: true; retryAfterSeconds: number }>;
  /** The right password: these keys start over. */
  succeeded(keys: LimitKey[]): Promise<void>;
}

/** The wait before the attempt after the `attempts`-th one. */
export function waitAfter(kind: LimitKind, attempts: number): number {
  const over = attempts - FREE_ATTEMPTS[kind];
  return over < 0 ? 0 : Math.min(MAX_WAIT_MS[kind], FIRST_WAIT_MS * 2 ** Math.min(over, 30));
}

const rowKey = (key: LimitKey) => `${key.kind}:${key.id}`;

class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('sign-in attempt refused');
  }
}

export function createSignInLimits(
  db: Db,
  { now = () => new Date(), maxKeys = MAX_KEYS } = {},
): SignInLimits {
  let attemptsSinceSweep = 0;

  async function sweep(at: Date) {
    await db
      .delete(signInLimits)
      .where(lt(signInLimits.lastAttemptAt, new Date(at.getTime() - FORGET_AFTER_MS)));
    const beyondBound = db
      .select({ key: signInLimits.key })
      .from(signInLimits)
      .orderBy(desc(signInLimits.lastAttemptAt))
      .offset(maxKeys);
    await db.delete(signInLimits).where(inArray(signInLimits.key, beyondBound));
  }

  return {
    async begin(keys) {
      const at = now();
      // One order for every attempt, so two attempts on the same keys never wait on each other.
      const ordered = [...keys].sort((a, b) => rowKey(a).localeCompare(rowKey(b)));
      try {
        await db.transaction(async (tx) => {
          for (const key of ordered) {
            await tx
              .insert(signInLimits)
              .values({ key: rowKey(key), attempts: 0, nextAllowedAt: at, lastAttemptAt: at })
              .onConflictDoNothing();
            // Locked until commit: a parallel attempt on this key reads the count this one leaves.
            const [row] = await tx
              .select()
              .from(signInLimits)
              .where(sql`${signInLimits.key} = ${rowKey(key)}`)
              .for('update');
            if (row!.nextAllowedAt > at) {
              throw new Refused(Math.ceil((row!.nextAllowedAt.getTime() - at.getTime()) / 1000));
            }
            const forgotten = at.getTime() - row!.lastAttemptAt.getTime() > FORGET_AFTER_MS;
            const attempts = (forgotten ? 0 : row!.attempts) + 1;
            await tx
              .update(signInLimits)
              .set({
                attempts,
                lastAttemptAt: at,
                nextAllowedAt: new Date(at.getTime() + waitAfter(key.kind, attempts)),
              })
              .where(sql`${signInLimits.key} = ${rowKey(key)}`);
          }
        });
      } catch (error) {
        if (error instanceof Refused) return { refused: true, retryAfterSeconds: error.retryAfterSeconds };
        throw error;
      }
      if (++attemptsSinceSweep >= SWEEP_EVERY) {
        attemptsSinceSweep = 0;
        await sweep(at);
      }
      return { refused: false };
    },

    async succeeded(keys) {
      if (keys.length === 0) return;
      await db.delete(signInLimits).where(inArray(signInLimits.key, keys.map(rowKey)));
    },
  };
}
