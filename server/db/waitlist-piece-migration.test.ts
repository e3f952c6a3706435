import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db/index';
import { migrateDatabase } from '../core/db/migrate';
import { migrationsBefore, openEmptyDatabase } from '../test/migrations-before';

/** Members stored when a waitlist named its piece only by the title the visitor saw. */
let database: Database;
beforeAll(async () => {
  database = await openEmptyDatabase();
  await migrateDatabase(database, await migrationsBefore('0006_waitlist_delivery'));
  await database.db.execute(sql`
    insert into sculptures (slug, title, tagline, intro, medium, edition, finish, certificate, seo_title, seo_description)
    select slug, title, '', '', '', '', '', '', '', '' from (values ('hero-kid', 'Hero Kid'), ('vhs-kid', 'VHS Kid')) as piece(slug, title)`);
  await database.db.execute(sql`
    insert into waitlist_members (email, sculpture_type, created_at) values
      ('late@x.com', 'Hero Kid', '2026-01-03'),
      ('Fan@x.com', 'hero kid ', '2026-01-02'),
      ('fan@x.com', 'Hero Kid', '2026-01-01'),
      ('fan@x.com', 'VHS Kid', '2026-01-04'),
      ('gone@x.com', 'A piece since deleted', '2026-01-05')`);
  await migrateDatabase(database);
});
afterAll(() => database.close());

describe('the migration that names each waitlist member’s piece', () => {
  it('gives members the piece whose title they joined, one per mailbox per piece, the first to join kept', async () => {
    const members = await database.db.execute<{ email: string; slug: string | null }>(sql`
      select member.email, sculpture.slug from waitlist_members as member
      left join sculptures as sculpture on sculpture.id = member.sculpture_id
      order by member.created_at`);
    expect(members.rows).toEqual([
      { email: 'fan@x.com', slug: 'hero-kid' },
      { email: 'late@x.com', slug: 'hero-kid' },
      { email: 'fan@x.com', slug: 'vhs-kid' },
      { email: 'gone@x.com', slug: null },
    ]);
  });
});
