import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collectorLink } from '../../core/db/collectors-table';
import { sculptures } from '../sculptures/schema';

/**
 * The edition register: one row per number 1..N of each offered size of a piece, N being the
 * sculpture's editionSize100 / editionSize450 (the repository keeps rows and N in step, in one
 * transaction). Because a number is a row and a row has one state, "held + sold + withheld never
 * exceed N" holds by construction, on PGlite and on PostgreSQL with any number of instances:
 * taking a number is a conditional UPDATE of an 'available' row (`... where state = 'available'`,
 * picked with `for update skip locked`), so two writers can never take the same one, and there is
 * no row beyond N to take. Shrinking N deletes the rows above it only while they are available.
 *
 * How a hold references a number: a reservation (its own table, migration 0015) that holds a
 * number points at this row by id (`edition_number_id`, unique among live holds) and the row's
 * state is 'held' in the same transaction; releasing or lapsing sets the row back to 'available'
 * and clears the reference. A row 'held' with no reservation pointing at it is a hold the owner
 * set by hand in the register (a number promised by phone), its collector in the columns below.
 */
export const EDITION_NUMBER_STATES = ['available', 'held', 'sold', 'withheld'] as const;

export const editionNumbers = pgTable(
  'edition_numbers',
  {
    id: serial('id').primaryKey(),
    /**
     * Restrict: a sold, held or withheld number is a purchase record and outlives any delete of
     * its piece. Deleting a piece removes its available numbers itself, after checking nothing
     * else is left (modules/sculptures/delete-sculpture.ts); the database refuses the rest.
     */
    sculptureId: integer('sculpture_id')
      .notNull()
      .references(() => sculptures.id, { onDelete: 'restrict' }),
    /** The size model: '100' (12 inch) or '450' (54 inch). */
    size: text('size').$type<'100' | '450'>().notNull(),
    number: integer('number').notNull(),
    state: text('state').$type<(typeof EDITION_NUMBER_STATES)[number]>().notNull().default('available'),
    /** Who bought (or holds) the number; null while available or withheld. */
    collectorName: text('collector_name'),
    collectorEmail: text('collector_email'),
    /** The day of the sale (the owner's date, not the time of typing it). */
    soldOn: date('sold_on', { mode: 'string' }),
    /** The price as the owner writes it ("EUR 4,800", "$5,200 incl. crate"): galleries sell in several currencies. */
    price: text('price'),
    /** Free note: proof kind (AP, PP), shipping, the story of the sale. */
    note: text('note'),
    /** The buyer or holder named above, as a collector; null while nobody is named. */
    collectorId: collectorLink(),
    /** When the state or details last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('edition_numbers_collector_idx').on(t.collectorId),
    uniqueIndex('edition_numbers_piece_size_number_unique').on(t.sculptureId, t.size, t.number),
    // Counting what is left and finding the first free number read one piece's size by state.
    index('edition_numbers_piece_size_state_idx').on(t.sculptureId, t.size, t.state, t.number),
    check('edition_numbers_size_known', sql`${t.size} in ('100', '450')`),
    check('edition_numbers_number_positive', sql`${t.number} >= 1`),
    check('edition_numbers_state_known', sql`${t.state} in ('available', 'held', 'sold', 'withheld')`),
  ],
);
