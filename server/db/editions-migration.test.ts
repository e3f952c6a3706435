import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db/index';
import { migrateDatabase } from '../core/db/migrate';
import { migrationsBefore, openEmptyDatabase } from '../test/migrations-before';

/** Pieces made before the register take their edition sizes from the text that states them. */
let database: Database;
beforeAll(async () => {
  database = await openEmptyDatabase();
  await migrateDatabase(database, await migrationsBefore('0014_editions'));
  const piece = (
    slug: string,
    status: string,
    edition: string,
    edition100: string | null,
    edition450: string | null,
  ) => sql`
    insert into sculptures (slug, title, tagline, intro, medium, edition, finish, certificate, status, seo_title, seo_description, edition_100, edition_450)
    values (${slug}, ${slug}, 't', 'i', 'm', ${edition}, 'f', 'c', ${status}, 's', 'd', ${edition100}, ${edition450})`;
  await database.db.execute(
    piece('hero', 'Available', 'Limited Edition of 50', 'Limited Edition of 50', 'Limited edition of 8'),
  );
  await database.db.execute(piece('fallback', 'Available', 'Limited Edition of 40', null, 'Open edition'));
  await database.db.execute(piece('gone', 'Sold Out', 'Edition of 3', null, 'Edition of 2 + 1 AP'));
  await database.db.execute(piece('huge', 'Available', 'Edition of 5000', null, null));
  await migrateDatabase(database);
});
afterAll(() => database.close());

describe('the migration that adds the edition register', () => {
  it('takes each size from the edition text where it states a number, and leaves the rest unset', async () => {
    const sizes = await database.db.execute<{
      slug: string;
      s100: number | null;
      s450: number | null;
      at_release: string;
    }>(sql`
      select slug, edition_size_100 as s100, edition_size_450 as s450, status_at_release as at_release
      from sculptures order by id`);
    expect(sizes.rows).toEqual([
      { slug: 'hero', s100: 50, s450: 8, at_release: 'Available' },
      { slug: 'fallback', s100: 40, s450: null, at_release: 'Available' },
      { slug: 'gone', s100: 3, s450: 2, at_release: 'Available' },
      { slug: 'huge', s100: null, s450: null, at_release: 'Available' },
    ]);
  });

  it('writes one row per number, available, or sold for a piece already sold out', async () => {
    const rows = await database.db.execute<{
      slug: string;
      size: string;
      count: number;
      state: string;
      first: number;
      last: number;
    }>(sql`
      select s.slug, e.size, count(*)::int as count, e.state, min(e.number) as first, max(e.number) as last
      from edition_numbers e join sculptures s on s.id = e.sculpture_id
      group by s.slug, s.id, e.size, e.state order by s.id, e.size`);
    expect(rows.rows).toEqual([
      { slug: 'hero', size: '100', count: 50, state: 'available', first: 1, last: 50 },
      { slug: 'hero', size: '450', count: 8, state: 'available', first: 1, last: 8 },
      { slug: 'fallback', size: '100', count: 40, state: 'available', first: 1, last: 40 },
      { slug: 'gone', size: '100', count: 3, state: 'sold', first: 1, last: 3 },
      { slug: 'gone', size: '450', count: 2, state: 'sold', first: 1, last: 2 },
    ]);
  });

  it('refuses a second row for one number of a size, and a state it does not know', async () => {
    const [{ id }] = (
      await database.db.execute<{ id: number }>(sql`select id from sculptures where slug = 'hero'`)
    ).rows as [{ id: number }];
    await expect(
      database.db.execute(
        sql`insert into edition_numbers (sculpture_id, size, number) values (${id}, '100', 1)`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`update edition_numbers set state = 'lost' where sculpture_id = ${id} and number = 2`,
      ),
    ).rejects.toThrow();
  });
});
