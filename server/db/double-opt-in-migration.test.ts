import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db/index';
import { migrateDatabase } from '../core/db/migrate';
import { migrationsBefore, openEmptyDatabase } from '../test/migrations-before';

/** Everyone on a list before double opt-in existed subscribed with nothing to confirm. */
let database: Database;
beforeAll(async () => {
  database = await openEmptyDatabase();
  await migrateDatabase(database, await migrationsBefore('0012_double_opt_in'));
  await database.db.execute(sql`
    insert into newsletter_subscribers (email, created_at, unsubscribed_at) values
      ('early@x.com', '2026-01-01T10:00:00Z', null),
      ('left@x.com', '2026-01-02T10:00:00Z', '2026-02-01T10:00:00Z')`);
  await database.db.execute(sql`
    insert into waitlist_members (email, sculpture_type, created_at) values ('fan@x.com', 'Hero Kid', '2026-01-03T10:00:00Z')`);
  await migrateDatabase(database);
});
afterAll(() => database.close());

describe('the migration that adds double opt-in', () => {
  it('counts every existing subscriber and waitlist member as confirmed on the day they joined', async () => {
    const confirmed = await database.db.execute<{ email: string; confirmed: string }>(sql`
      select email, to_char(confirmed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as confirmed
      from (select email, confirmed_at from newsletter_subscribers
            union all select email, confirmed_at from waitlist_members) as anyone
      order by email`);
    expect(confirmed.rows).toEqual([
      { email: 'early@x.com', confirmed: '2026-01-01 10:00' },
      { email: 'fan@x.com', confirmed: '2026-01-03 10:00' },
      { email: 'left@x.com', confirmed: '2026-01-02 10:00' },
    ]);
    const settings = await database.db.execute(sql`select * from audience_settings`);
    expect(settings.rows).toEqual([]);
  });
});
