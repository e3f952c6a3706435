import { sql } from 'drizzle-orm';
import type { SizeModel } from '../../../contract/limits';
import type { DbOrTransaction } from '../../core/db/index';

/**
 * The name of the collector whose live reservation holds this number, or null. Locks the number's
 * row first, so a reservation taking it at the same moment either committed before (and is seen
 * here) or waits and then finds the row no longer available.
 */
export async function reservationHoldingNumber(
  tx: DbOrTransaction,
  sculptureId: number,
  size: SizeModel,
  number: number,
): Promise<string | null> {
  await tx.execute(sql`
    select id from edition_numbers
    where sculpture_id = ${sculptureId} and size = ${size} and number = ${number}
    for update
  `);
  const rows = await tx.execute<{ name: string }>(sql`
    select r.name from reservations r
    join edition_numbers e on e.id = r.edition_number_id
    where e.sculpture_id = ${sculptureId} and e.size = ${size} and e.number = ${number} and r.state = 'held'
  `);
  return rows.rows[0]?.name ?? null;
}
