import { type SQL, sql } from 'drizzle-orm';
import type { SizeModel } from '../../../contract/limits';
import type { DbOrTransaction } from '../../core/db/index';
import { holdNextAvailableNumber, releaseHeldNumber } from '../editions/index';

/*
 * What reservations do to the edition register (the editions module): a hold is a number
 * row set 'held' with the reservation pointing at it, a sale sets that row 'sold' with the
 * collector's name, address and day. Each is a conditional update of one row, so a number is
 * never taken twice, and nothing beyond the edition's N exists to take.
 */

export interface HeldNumber {
  /** The register row. */
  id: number;
  number: number;
}

/** Holds the lowest available number of the size; null when none is left. */
export const holdNextNumber = (tx: DbOrTransaction, sculptureId: number, size: SizeModel) =>
  holdNextAvailableNumber(tx, sculptureId, size);

/** Holds that one number if it is available (the owner's pick); null when it is not. */
export async function holdChosenNumber(
  tx: DbOrTransaction,
  sculptureId: number,
  size: SizeModel,
  number: number,
): Promise<HeldNumber | null> {
  const rows = await tx.execute<{ id: number; number: number }>(sql`
    update edition_numbers set state = 'held', updated_at = now()
    where sculpture_id = ${sculptureId} and size = ${size} and number = ${number} and state = 'available'
    returning id, number
  `);
  const row = rows.rows[0];
  return row ? { id: Number(row.id), number: Number(row.number) } : null;
}

/** A held number back to available (a request released, lapsed or moved to another number). */
export const freeHeldNumber = (tx: DbOrTransaction, editionNumberId: number) =>
  releaseHeldNumber(tx, editionNumberId);

/** The held number sold to the collector, on the day of the sale; false when it was not held. */
export async function sellHeldNumber(
  tx: DbOrTransaction,
  editionNumberId: number,
  collector: { name: string; email: string; on: string },
): Promise<boolean> {
  const rows = await tx.execute(sql`
    update edition_numbers
    set state = 'sold', collector_name = ${collector.name}, collector_email = ${collector.email},
      sold_on = ${collector.on}, updated_at = now()
    where id = ${editionNumberId} and state = 'held'
    returning id
  `);
  return rows.rows.length > 0;
}

/** True over a row aliased `alias` (with sculpture_id and size) while its size has an available number. */
export function availableNumberExistsSql(alias: SQL): SQL {
  return sql`exists (
    select 1 from edition_numbers as free
    where free.sculpture_id = ${alias}.sculpture_id and free.size = ${alias}.size and free.state = 'available'
  )`;
}
