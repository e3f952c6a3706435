import { RESERVATION_OWNER_HOLD_DAYS } from '../../contract/reservation-states';
import type { ReservationSettings } from '../../contract/reservations';
import type { Db } from '../db/index';
import { reservationSettings } from '../db/schema';

const SINGLETON_ID = 1;

/** Read on every sweep, so every instance follows the owner's change at once. */
export async function getReservationSettings(db: Db): Promise<ReservationSettings> {
  const [row] = await db
    .select({ ownerHoldDays: reservationSettings.ownerHoldDays })
    .from(reservationSettings);
  return { ownerHoldDays: row?.ownerHoldDays ?? RESERVATION_OWNER_HOLD_DAYS.default };
}

export async function saveReservationSettings(
  db: Db,
  settings: ReservationSettings,
): Promise<ReservationSettings> {
  await db
    .insert(reservationSettings)
    .values({ id: SINGLETON_ID, ...settings })
    .onConflictDoUpdate({ target: reservationSettings.id, set: { ...settings, updatedAt: new Date() } });
  return settings;
}
