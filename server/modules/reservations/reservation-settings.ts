import { sql } from 'drizzle-orm';
import { RESERVATION_OWNER_HOLD_DAYS } from '../../../contract/reservation-states';
import type { ReservationSettings, ReservationSettingsInput } from '../../../contract/reservations';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { reservationSettings } from '../../db/schema';

const SINGLETON_ID = 1;

/** Read on every sweep, so every instance follows the owner's change at once. */
export async function getReservationSettings(db: Db): Promise<ReservationSettings> {
  const [row] = await db
    .select({
      ownerHoldDays: reservationSettings.ownerHoldDays,
      ownerDigest: reservationSettings.ownerDigest,
    })
    .from(reservationSettings);
  return {
    ownerHoldDays: row?.ownerHoldDays ?? RESERVATION_OWNER_HOLD_DAYS.default,
    // On until the owner turns it off: it is sent only where an owner address is known.
    ownerDigest: row?.ownerDigest ?? true,
  };
}

export async function saveReservationSettings(
  db: Db,
  settings: ReservationSettingsInput,
): Promise<ReservationSettings> {
  await db
    .insert(reservationSettings)
    .values({ id: SINGLETON_ID, ...settings })
    .onConflictDoUpdate({ target: reservationSettings.id, set: { ...settings, updatedAt: new Date() } });
  return getReservationSettings(db);
}

/**
 * Claims the owner's morning digest of `day` (YYYY-MM-DD) for this transaction: true for the
 * first claim of the day, false once any instance has claimed it. The row's update takes its
 * lock and the condition is read again after a competing claim commits, so two instances at
 * once make one digest.
 */
export async function claimDigestDay(tx: DbOrTransaction, day: string): Promise<boolean> {
  const claimed = await tx.execute(sql`
    insert into reservation_settings (id, digest_claimed_on) values (${SINGLETON_ID}, ${day})
    on conflict (id) do update set digest_claimed_on = excluded.digest_claimed_on
    where reservation_settings.digest_claimed_on is null
      or reservation_settings.digest_claimed_on < excluded.digest_claimed_on
    returning id
  `);
  return claimed.rows.length > 0;
}
