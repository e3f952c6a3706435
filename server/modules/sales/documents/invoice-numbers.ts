import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../../core/db/index';

/**
 * The next number of a year's series, in the caller's transaction: the counter row stays locked
 * until that transaction ends, so concurrent issuers on any number of instances take turns, and
 * a rolled-back issue gives its number back. The series has no gaps: each number given is on a
 * document that committed.
 */
export async function nextDocumentNumber(tx: DbOrTransaction, year: number) {
  const result = await tx.execute<{ last: number }>(sql`
    insert into invoice_counters (year, last) values (${year}, 1)
    on conflict (year) do update set last = invoice_counters.last + 1
    returning last
  `);
  const sequence = Number(result.rows[0]!.last);
  return { year, sequence, number: `INV-${year}-${String(sequence).padStart(4, '0')}` };
}
