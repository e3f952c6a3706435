import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db/index';
import { migrateDatabase } from '../core/db/migrate';
import { migrationsBefore, openEmptyDatabase } from '../test/migrations-before';

/** Rows an older version accepted: display names, letter-case copies, and plain junk. */
let database: Database;
beforeAll(async () => {
  database = await openEmptyDatabase();
  await migrateDatabase(database, await migrationsBefore('0004_bare_email_addresses'));
  await database.db.execute(sql`
    insert into newsletter_subscribers (email, created_at, unsubscribed_at) values
      ('victim@x.com', '2026-01-03', null),
      ('a<victim@x.com>', '2026-01-01', null),
      ('b<Victim@X.COM>', '2026-01-02', '2026-02-01'),
      ('  Kept.Case@Example.COM ', '2026-01-04', null),
      ('not an address', '2026-01-05', null),
      ('x@y.z, other@y.z', '2026-01-06', null)`);
  await database.db.execute(sql`
    insert into waitlist_members (email, sculpture_type, created_at) values
      ('fan@x.com', 'Hero Kid', '2026-01-02'),
      ('Fan <FAN@X.COM>', 'Hero Kid', '2026-01-01'),
      ('fan@x.com', 'VHS Kid', '2026-01-03'),
      ('"quoted" junk', 'VHS Kid', '2026-01-04')`);
  await migrateDatabase(database);
});
afterAll(() => database.close());

async function rows(query: ReturnType<typeof sql>) {
  return (await database.db.execute(query)).rows as Record<string, unknown>[];
}

describe('the migration to bare email addresses', () => {
  it('merges the copies of one mailbox into the earliest subscription, still unsubscribed', async () => {
    const subscribers = await rows(
      sql`select email, created_at, unsubscribed_at from newsletter_subscribers order by created_at`,
    );
    expect(subscribers.map((row) => row.email)).toEqual(['victim@x.com', 'Kept.Case@example.com']);
    const [victim] = subscribers;
    expect(new Date(victim!.created_at as string).toISOString()).toBe(new Date('2026-01-01').toISOString());
    // One copy had been unsubscribed by its owner: merging must not bring them back.
    expect(victim!.unsubscribed_at).not.toBeNull();
  });

  it('keeps one waitlist member per mailbox per piece and removes what is not an address', async () => {
    const members = await rows(
      sql`select email, sculpture_type from waitlist_members order by sculpture_type, created_at`,
    );
    expect(members).toEqual([
      { email: 'FAN@x.com', sculpture_type: 'Hero Kid' },
      { email: 'fan@x.com', sculpture_type: 'VHS Kid' },
    ]);
  });
});
