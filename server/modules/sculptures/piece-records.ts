import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../core/db/index';

/** One kind of record that keeps a piece from being deleted, and how many of them it has. */
export interface KeptRecord {
  count: number;
  /** The owner's word for one of them, and for several: 'sold number', 'sold numbers'. */
  one: string;
  many: string;
}

interface KeepingKind {
  one: string;
  many: string;
  /** A scalar query counting this kind's rows of the piece `id`. */
  count: (id: number) => SQL;
}

/**
 * Everything that is, or leads to, a collector's purchase, and so outlives its piece: a number
 * sold, held (by a reservation or by hand) or withheld, a certificate (it verifies for as long as
 * it exists), a reservation still open (someone in line or holding a number). A piece with any of
 * these is hidden, never deleted, and so is a piece with an order (server/modules/sales: it names
 * what was sold, and its invoices and payments outlive everything). Another kind of record that
 * points at a piece is one more entry here: its words and its count; the delete refuses it and
 * names it from then on, with nothing else to change.
 */
const KEEPING_KINDS: readonly KeepingKind[] = [
  {
    one: 'sold number',
    many: 'sold numbers',
    count: (id) => sql`select count(*) from edition_numbers where sculpture_id = ${id} and state = 'sold'`,
  },
  {
    one: 'held number',
    many: 'held numbers',
    count: (id) => sql`select count(*) from edition_numbers where sculpture_id = ${id} and state = 'held'`,
  },
  {
    one: 'withheld number',
    many: 'withheld numbers',
    count: (id) =>
      sql`select count(*) from edition_numbers where sculpture_id = ${id} and state = 'withheld'`,
  },
  {
    one: 'certificate',
    many: 'certificates',
    count: (id) => sql`select count(*) from certificates c
      join edition_numbers e on e.id = c.edition_number_id where e.sculpture_id = ${id}`,
  },
  {
    one: 'open reservation',
    many: 'open reservations',
    count: (id) =>
      sql`select count(*) from reservations where sculpture_id = ${id} and state in ('waiting', 'held')`,
  },
  {
    one: 'order',
    many: 'orders',
    count: (id) => sql`select count(*) from orders where sculpture_id = ${id}`,
  },
];

/** What the piece has that forbids deleting it, in one round trip; empty when it may go. */
export async function recordsKeepingPiece(db: DbOrTransaction, sculptureId: number): Promise<KeptRecord[]> {
  const columns = sql.join(
    KEEPING_KINDS.map((kind, index) => sql`(${kind.count(sculptureId)})::int as ${sql.raw(`k${index}`)}`),
    sql`, `,
  );
  const result = await db.execute<Record<string, number>>(sql`select ${columns}`);
  const row = result.rows[0] ?? {};
  return KEEPING_KINDS.map(({ one, many }, index) => ({
    count: Number(row[`k${index}`] ?? 0),
    one,
    many,
  })).filter((kept) => kept.count > 0);
}
