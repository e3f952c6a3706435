import { desc, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { signInLimits } from './schema';

/**
 * Waits between sign-in attempts, per key (a network block, an account, a device), kept in the
 * database so every instance counts the same attempts (decision 14). An attempt is counted before
 * its password is checked, so parallel attempts cannot all slip past one check; one that comes
 * before any of its keys' wait is over is refused without being counted or checked, under any key.
 *
 * No key is ever locked, and a key is forgotten a day after its last attempt. Two shapes:
 * - growing waits, for what an attacker owns (a network block, a device token): a few attempts
 *   back to back, then each one doubles the wait before the next, up to a cap;
 * - an allowance, for the account, which anyone anywhere can name: `burst` attempts at once,
 *   refilled one every `everyMs`. An attempt spends one; none is ever owed beyond that, so the
 *   wait is at most `everyMs`, and attempts refused elsewhere spend nothing.
 */
/**
 * 'verify': wrong certificate codes from one client network (modules/certificates/verify-lookup.ts).
 * 'collector-*': the collector's sign-in by emailed code (modules/account/sign-in.ts): codes asked
 * for per address, codes tried per address, both per network block.
 * 'factor': second-factor codes tried for one account (modules/staff/second-factor.ts).
 */
export type LimitKind =
  | 'network'
  | 'block'
  | 'account'
  | 'device'
  | 'verify'
  | 'collector-mail'
  | 'collector-code'
  | 'collector-network'
  | 'factor';

type Policy =
  | { shape: 'growing'; free: number; maxWaitMs: number }
  | { shape: 'allowance'; burst: number; everyMs: number };

const FIRST_WAIT_MS = 1000;
const MINUTE = 60 * 1000;

/**
 * The policy per kind. The long waits belong to what an attacker owns: an address, a network
 * block it can rotate addresses through, a device token it might have stolen.
 *
 * The account's allowance is larger than anything one network block can spend: a block gets 5
 * attempts, then waits of 1 s, 2 s, 4 s … up to 15 minutes, so at most 10 in its first minute and
 * 15 in its first half hour, then one every 15 minutes, while the account gets 20 at once and one
 * more every minute. An attack from one network, however many addresses it rotates through and
 * however fast it sends, never empties the account's allowance: the owner's new browser from
 * anywhere else finds it unspent (`session.test.ts` holds this against a /16). Only attackers on
 * many networks together can spend it, and then the owner waits at most a minute per attempt.
 */
export const LIMIT_POLICIES: Record<LimitKind, Policy> = {
  network: { shape: 'growing', free: 10, maxWaitMs: 15 * MINUTE },
  block: { shape: 'growing', free: 5, maxWaitMs: 15 * MINUTE },
  account: { shape: 'allowance', burst: 20, everyMs: MINUTE },
  device: { shape: 'growing', free: 5, maxWaitMs: 15 * MINUTE },
  // Wrong certificate codes: only guessing is slowed, a real code is never counted.
  verify: { shape: 'growing', free: 10, maxWaitMs: 15 * MINUTE },
  // A collector's sign-in (decision 44). Codes asked for one address: 5 at once, then one every
  // 10 minutes, so nobody can fill a mailbox with codes. Codes tried for one address: 10 at once,
  // then one every 10 minutes, from every network together, so a 6-digit code (and each dies
  // after 5 wrong tries) is found by guessing with odds of about 1 in 6,500 a day at most. The
  // network block waits like the admin's, with room for a household or an office.
  'collector-mail': { shape: 'allowance', burst: 5, everyMs: 10 * MINUTE },
  'collector-code': { shape: 'allowance', burst: 10, everyMs: 10 * MINUTE },
  'collector-network': { shape: 'growing', free: 20, maxWaitMs: 15 * MINUTE },
  // Codes after a right password: whoever guesses them has the password already, so the
  // account's waits grow as an attacker's do (a million codes, a handful of guesses an hour).
  factor: { shape: 'growing', free: 5, maxWaitMs: 15 * MINUTE },
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

/** The wait before the attempt after the `attempts`-th one, for a key with growing waits. */
function waitAfter(policy: { free: number; maxWaitMs: number }, attempts: number): number {
  const over = attempts - policy.free;
  return over < 0 ? 0 : Math.min(policy.maxWaitMs, FIRST_WAIT_MS * 2 ** Math.min(over, 30));
}

/**
 * When the key's next attempt may come, this one admitted at `at`. An allowance keeps the moment
 * its next attempt would be its last one at once: that moment moves `everyMs` later with each
 * attempt, and never lies further back than a full allowance, `burst` attempts ago.
 */
function nextAllowed(policy: Policy, attempts: number, previous: Date | null, at: Date): Date {
  if (policy.shape === 'growing') return new Date(at.getTime() + waitAfter(policy, attempts));
  const full = at.getTime() - (policy.burst - 1) * policy.everyMs;
  return new Date(Math.max(previous?.getTime() ?? full, full) + policy.everyMs);
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
            const fresh =
              row!.attempts === 0 || at.getTime() - row!.lastAttemptAt.getTime() > FORGET_AFTER_MS;
            const attempts = (fresh ? 0 : row!.attempts) + 1;
            await tx
              .update(signInLimits)
              .set({
                attempts,
                lastAttemptAt: at,
                nextAllowedAt: nextAllowed(
                  LIMIT_POLICIES[key.kind],
                  attempts,
                  fresh ? null : row!.nextAllowedAt,
                  at,
                ),
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
