import { type SQL, sql } from 'drizzle-orm';
import { ERASED_NAME, ERASED_TEXT } from '../../../contract/privacy';
import { addressFingerprint, ensureErasurePepper, FINGERPRINT_PREFIX } from '../../core/db/erased-address';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { normalisedMailbox } from '../../core/delivery/mailbox';
import { suppressionKey } from '../../core/delivery/suppressions';

/** Suppressions whose reason outlives the person: a dead mailbox, a spam report (decision 34). */
const KEPT_SUPPRESSIONS = ['bounced', 'complained'];

/** The tables an erase rewrites: vacuumed afterwards, so the old row versions go sooner. */
export const ERASED_TABLES = [
  'collectors',
  'inquiries',
  'inquiry_replies',
  'newsletter_subscribers',
  'newsletter_deliveries',
  'waitlist_members',
  'waitlist_deliveries',
  'confirmation_deliveries',
  'reservations',
  'reservation_deliveries',
  'draw_entries',
  'edition_numbers',
  'certificates',
  'mail_outbox',
  'mail_feedback',
  'suppressed_addresses',
  'admin_activity',
  'admin_users',
] as const;

/** What stands in a queued email's place once its recipient or subject was erased. */
const ERASED_MESSAGE = { to: '', subject: ERASED_NAME, text: ERASED_TEXT };

/** A live place that erasing would leave pointing at nobody: the owner settles it first. */
export interface UnsettledHold {
  piece: string;
  size: '100' | '450';
  /** 'waiting' or 'held' for a reservation; 'hand-held' for a number held in the register. */
  kind: 'waiting' | 'held' | 'hand-held';
}

export interface ErasedCounts {
  inquiries: number;
  subscriptions: number;
  waitlists: number;
  reservations: number;
  /** Entries in draws: withdrawn from a draw still taking entries, else kept without the person. */
  drawEntries: number;
  editions: number;
  certificates: number;
  emails: number;
}

/** The same address, however it was typed: every list compares it in lower case. */
const sameAddress = (column: SQL, key: string) => sql`lower(${column}) = ${key}`;

/**
 * Reservations still waiting or holding a number, and numbers held by hand in the register, for
 * this address. Erasing them would leave a line place or a number promised to nobody, so the
 * owner releases or settles them first (Reservations, or the piece's editions).
 */
export async function unsettledHolds(db: DbOrTransaction, email: string): Promise<UnsettledHold[]> {
  const key = suppressionKey(email);
  const result = await db.execute<{
    piece: string | null;
    size: '100' | '450';
    kind: UnsettledHold['kind'];
  }>(sql`
    select s.title as piece, r.size, r.state as kind
    from reservations r left join sculptures s on s.id = r.sculpture_id
    where ${sameAddress(sql`r.email`, key)} and r.state in ('waiting', 'held')
    union all
    select s.title, e.size, 'hand-held'
    from edition_numbers e left join sculptures s on s.id = e.sculpture_id
    where ${sameAddress(sql`e.collector_email`, key)} and e.state = 'held'
      and not exists (select 1 from reservations r where r.edition_number_id = e.id and r.state = 'held')
  `);
  return result.rows.map((row) => ({
    piece: row.piece ?? 'A removed piece',
    size: row.size,
    kind: row.kind,
  }));
}

/**
 * The names this address was given under, as stored: what the activity log may quote (a
 * reservation is logged as 'Hero Kid, 54 inch, for Dana Reyes'). Read before they are blanked.
 */
async function namesGiven(tx: DbOrTransaction, key: string): Promise<string[]> {
  const result = await tx.execute<{ name: string }>(sql`
    select name from collectors where ${sameAddress(sql`email`, key)}
    union select name from inquiries where ${sameAddress(sql`email`, key)}
    union select name from reservations where ${sameAddress(sql`email`, key)}
    union select name from draw_entries where mailbox = ${normalisedMailbox(key)}
    union select collector_name from edition_numbers where ${sameAddress(sql`collector_email`, key)}
    union select owner_name from certificates where ${sameAddress(sql`owner_email`, key)}
  `);
  // A name of a letter or two would blank unrelated words of the log.
  return result.rows.map((row) => row.name?.trim() ?? '').filter((name) => name.length >= 3);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces each of `words` (letter case aside) by ERASED_NAME in the activity log's targets. */
async function blankInActivity(tx: DbOrTransaction, words: string[]): Promise<void> {
  const lowered = [...new Set(words.map((word) => word.toLowerCase()))];
  const matches = sql.join(
    lowered.map((word) => sql`strpos(lower(target), ${word}) > 0`),
    sql` or `,
  );
  const rows = await tx.execute<{ id: number; target: string }>(
    sql`select id, target from admin_activity where ${matches}`,
  );
  const pattern = new RegExp(lowered.map(escapeRegExp).join('|'), 'gi');
  for (const row of rows.rows) {
    await tx.execute(
      sql`update admin_activity set target = ${row.target.replace(pattern, ERASED_NAME)} where id = ${row.id}`,
    );
  }
}

const count = async (query: Promise<{ rows: unknown[] }>) => (await query).rows.length;

/**
 * Erases everything the site holds about one address, in one transaction (decision 34): its
 * subscription and waitlist places are deleted, and its entries in draws still taking entries;
 * its inquiries, reservations, entries in closed draws, sales, certificates and emails keep
 * their place (dates, pieces, numbers, prices, entry codes, delivery states) with the person
 * replaced by ERASED_NAME and nothing else; a suppression for a bounce or a complaint stays as a
 * keyed fingerprint; the activity log keeps its lines with the address and names blanked.
 * Call unsettledHolds first: this does not release anything.
 */
export async function eraseAddress(db: Db, email: string, now: Date): Promise<ErasedCounts> {
  const key = suppressionKey(email);
  await ensureErasurePepper(db);
  return db.transaction(async (tx) => {
    // A draw counts one entry per inbox, so an entry made with a plus-tagged or dotted spelling
    // is this person's: that spelling (the collector it made, the emails sent to it) goes too.
    const spellings = await tx.execute<{ key: string }>(sql`
      select distinct lower(email) as key from draw_entries
      where mailbox = ${normalisedMailbox(key)} and lower(email) <> ${key}
    `);
    const total: ErasedCounts = await eraseKey(tx, key, now);
    for (const spelling of spellings.rows) {
      const more = await eraseKey(tx, spelling.key, now);
      for (const field of Object.keys(total) as (keyof ErasedCounts)[]) total[field] += more[field];
    }
    return total;
  });
}

/** The erase of one spelling of the address, inside eraseAddress's transaction. */
async function eraseKey(tx: DbOrTransaction, key: string, now: Date): Promise<ErasedCounts> {
  const names = await namesGiven(tx, key);

  // Suppression: the fingerprint replaces the address where the reason outlives the person.
  await tx.execute(sql`
    insert into suppressed_addresses (email, reason, detail, campaign_id, suppressed_at)
    select ${addressFingerprint(sql`${key}`)}, reason, '', campaign_id, suppressed_at
    from suppressed_addresses
    where email = ${key} and lifted_at is null and reason in ${KEPT_SUPPRESSIONS}
    on conflict (email) do update set lifted_at = null, reason = excluded.reason
  `);
  await tx.execute(sql`delete from suppressed_addresses where email = ${key}`);
  await tx.execute(sql`delete from mail_feedback where lower(email) = ${key}`);

  // Lists: the places themselves go. Their confirmation emails go with them (cascade); their
  // newsletter copies too, so a past campaign counts one recipient fewer.
  const subscriptions = await count(
    tx.execute(sql`delete from newsletter_subscribers where ${sameAddress(sql`email`, key)} returning id`),
  );
  await tx.execute(sql`
    update waitlist_deliveries set email = '',
      status = case when status in ('pending', 'sending') then 'skipped' else status end
    where ${sameAddress(sql`email`, key)}
  `);
  const waitlists = await count(
    tx.execute(sql`delete from waitlist_members where ${sameAddress(sql`email`, key)} returning id`),
  );
  await tx.execute(sql`delete from confirmation_deliveries where ${sameAddress(sql`email`, key)}`);

  // Records that stay, without the person.
  const reservations = await count(
    tx.execute(sql`
      update reservations set name = ${ERASED_NAME}, email = ${FINGERPRINT_PREFIX} || id, phone = '', message = ${ERASED_TEXT}
      where ${sameAddress(sql`email`, key)} returning id
    `),
  );
  await tx.execute(sql`
    update reservation_deliveries set email = '',
      status = case when status in ('pending', 'sending') then 'skipped' else status end
    where ${sameAddress(sql`email`, key)}
  `);
  // A draw's entries are found by the inbox they fold to, as the draw counts one per inbox. An
  // entry in a draw still taking entries is withdrawn: no list of it has been published. Once
  // the entries closed, the published list and its hash name the entry's code, and the draw's
  // order ranks it: the code and its place stay, the person goes.
  const mailbox = normalisedMailbox(key);
  const withdrawn = await count(
    tx.execute(sql`
      delete from draw_entries
      where mailbox = ${mailbox}
        and draw_id in (select id from draws where closed_at is null)
      returning id
    `),
  );
  const keptEntries = await count(
    tx.execute(sql`
      update draw_entries set name = ${ERASED_NAME}, email = ${FINGERPRINT_PREFIX} || id,
        mailbox = ${FINGERPRINT_PREFIX} || id, phone = ''
      where mailbox = ${mailbox}
      returning id
    `),
  );
  const drawEntries = withdrawn + keptEntries;
  const editions = await count(
    tx.execute(sql`
      update edition_numbers set collector_name = ${ERASED_NAME}, collector_email = null
      where ${sameAddress(sql`collector_email`, key)} returning id
    `),
  );
  const certificates = await count(
    tx.execute(sql`
      update certificates set owner_name = null, owner_email = null, owner_erased_at = ${now.toISOString()}
      where ${sameAddress(sql`owner_email`, key)} returning id
    `),
  );
  // The owner's answers stay dated on their inquiry; their words (which name the person) go.
  await tx.execute(sql`
    update inquiry_replies set message = ${ERASED_TEXT}
    where inquiry_id in (select id from inquiries where ${sameAddress(sql`email`, key)})
      or collector_id in (select id from collectors where ${sameAddress(sql`email`, key)})
  `);
  const inquiries = await count(
    tx.execute(sql`
      update inquiries set name = ${ERASED_NAME}, email = '', phone = '', location = '',
        message = ${ERASED_TEXT}, erased_at = ${now.toISOString()}
      where ${sameAddress(sql`email`, key)} returning id
    `),
  );

  // Queued and sent emails to or about them (an inquiry's notification quotes its sender).
  const emails = await count(
    tx.execute(sql`
      update mail_outbox set message = ${JSON.stringify(ERASED_MESSAGE)}::jsonb, last_error = null,
        status = case when status in ('pending', 'sending') then 'skipped' else status end
      where strpos(lower(message::text), ${key}) > 0
        or collector_id in (select id from collectors where ${sameAddress(sql`email`, key)})
      returning id
    `),
  );

  // The activity log keeps the line (who did what, when) without the address or the names.
  await blankInActivity(tx, [key, ...names]);
  await tx.execute(sql`update admin_users set last_test_email = null where lower(last_test_email) = ${key}`);
  // Last: every row above points at it by collector_id, which the delete sets to null.
  await tx.execute(sql`delete from collectors where ${sameAddress(sql`email`, key)}`);

  return { inquiries, subscriptions, waitlists, reservations, drawEntries, editions, certificates, emails };
}

/**
 * Reclaims the old versions of the rewritten rows (PostgreSQL keeps them until a vacuum), so the
 * erased text leaves the table files soon rather than whenever autovacuum comes by. Best effort:
 * the erase stands whether or not it runs.
 */
export async function vacuumErasedTables(db: Db): Promise<void> {
  for (const table of ERASED_TABLES) {
    await db.execute(sql.raw(`vacuum ${table}`));
  }
}
