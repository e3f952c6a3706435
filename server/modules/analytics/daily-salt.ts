import { randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { visitSalts } from './schema';

/** The day (UTC, YYYY-MM-DD) a moment falls on: visits are counted by UTC days. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The salt of today's visitor hashes, shared by every instance through the database (so one
 * visitor seen by two instances is one visitor) and made by whichever instance needs it first.
 * Asking on a new day deletes every earlier day's salt first: after midnight yesterday's hashes
 * cannot be made again from anyone's address and browser.
 */
export function createDailySalt(db: Db) {
  let held: { day: string; salt: Promise<string> } | undefined;

  async function saltOf(day: string): Promise<string> {
    await db.delete(visitSalts).where(lt(visitSalts.day, day));
    await db
      .insert(visitSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const rows = await db.execute<{ salt: string }>(sql`select salt from visit_salts where day = ${day}`);
    const salt = rows.rows[0]?.salt;
    if (!salt) throw new Error(`the salt of ${day} is missing`);
    return salt;
  }

  return {
    /** Today's salt; the one of another day is forgotten here and deleted there. */
    of(day: string): Promise<string> {
      if (held?.day !== day) {
        const salt = saltOf(day);
        held = { day, salt };
        // A failed read is not kept: the next visit asks again.
        salt.catch(() => {
          if (held?.salt === salt) held = undefined;
        });
      }
      return held.salt;
    },
  };
}
