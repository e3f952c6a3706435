import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db/index';
import { migrateDatabase } from '../core/db/migrate';
import { migrationsBefore, openEmptyDatabase } from '../test/migrations-before';

/** Everyone who wrote, subscribed, joined a waitlist, reserved or bought before becomes one collector per mailbox. */
let database: Database;
beforeAll(async () => {
  database = await openEmptyDatabase();
  await migrateDatabase(database, await migrationsBefore('0020_collectors'));
  await database.db.execute(sql`
    insert into sculptures (slug, title, tagline, intro, medium, edition, finish, certificate, seo_title, seo_description, sizes, edition_size_100)
    values ('hero', 'Hero Kid', '', '', 'Chrome', '', '', '', 'Hero', 'Hero', '["100"]', 3)`);
  await database.db.execute(sql`
    insert into inquiries (name, email, phone, message, created_at) values
      ('Ana', 'Ana@example.com', '+33 1', 'First', '2026-01-01T10:00:00Z'),
      ('Ana Lopez', 'ana@example.com', '', 'Second', '2026-01-05T10:00:00Z')`);
  await database.db.execute(sql`
    insert into newsletter_subscribers (email, created_at) values
      ('ANA@example.com', '2026-01-03T10:00:00Z'), ('solo@x.com', '2026-01-02T10:00:00Z')`);
  await database.db.execute(sql`
    insert into waitlist_members (email, sculpture_type, sculpture_id, created_at)
    values ('solo@x.com', 'Hero Kid', (select id from sculptures where slug = 'hero'), '2026-01-04T10:00:00Z')`);
  await database.db.execute(sql`
    insert into reservations (sculpture_id, size, position, name, email, phone, state, created_at)
    values ((select id from sculptures where slug = 'hero'), '100', 1, 'Ben', 'ben@y.com', '+1 555', 'waiting', '2026-01-06T10:00:00Z')`);
  await migrateDatabase(database);
});
afterAll(() => database.close());

describe('the migration that adds collectors', () => {
  it('makes one collector per mailbox with the name and phone last given, and links every row to it', async () => {
    const collectors = await database.db.execute<Record<string, string>>(sql`
      select email, name, phone, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as created,
        to_char(last_seen_at at time zone 'UTC', 'YYYY-MM-DD') as seen
      from collectors order by lower(email)`);
    expect(collectors.rows).toEqual([
      {
        email: 'Ana@example.com',
        name: 'Ana Lopez',
        phone: '+33 1',
        created: '2026-01-01',
        seen: '2026-01-05',
      },
      { email: 'ben@y.com', name: 'Ben', phone: '+1 555', created: '2026-01-06', seen: '2026-01-06' },
      { email: 'solo@x.com', name: '', phone: '', created: '2026-01-02', seen: '2026-01-04' },
    ]);
    const unlinked = await database.db.execute(sql`
      select 'inquiry' from inquiries where collector_id is null
      union all select 'subscriber' from newsletter_subscribers where collector_id is null
      union all select 'member' from waitlist_members where collector_id is null
      union all select 'reservation' from reservations where collector_id is null`);
    expect(unlinked.rows).toEqual([]);
    const ana = await database.db.execute<{ rows: string }>(sql`
      select count(*)::text as rows from inquiries i join newsletter_subscribers s on s.collector_id = i.collector_id`);
    expect(ana.rows[0]!.rows).toBe('2');
  });

  it('counts inquiries stored before the inbox as read and new', async () => {
    const inbox = await database.db.execute(sql`select state, read_at is not null as read from inquiries`);
    expect(inbox.rows).toEqual([
      { state: 'new', read: true },
      { state: 'new', read: true },
    ]);
  });

  it('makes or refreshes the collector in the transaction of each new row, name and phone as last given', async () => {
    await database.db.execute(sql`
      insert into inquiries (name, email, phone, message) values ('Ana L.', 'ana@EXAMPLE.com', '', 'Third')`);
    await database.db.execute(sql`insert into newsletter_subscribers (email) values ('new@z.com')`);
    const rows = await database.db.execute<Record<string, string>>(sql`
      select c.email, c.name, c.phone from collectors c order by lower(c.email)`);
    expect(rows.rows).toEqual([
      { email: 'Ana@example.com', name: 'Ana L.', phone: '+33 1' },
      { email: 'ben@y.com', name: 'Ben', phone: '+1 555' },
      { email: 'new@z.com', name: '', phone: '' },
      { email: 'solo@x.com', name: '', phone: '' },
    ]);
    const linked = await database.db.execute<{ same: boolean }>(sql`
      select (select collector_id from inquiries where message = 'Third')
        = (select id from collectors where email = 'Ana@example.com') as same`);
    expect(linked.rows[0]!.same).toBe(true);
  });
});
