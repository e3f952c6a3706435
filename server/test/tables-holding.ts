import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/index';

/**
 * Every table of the schema whose rows, read as text, contain `needle` (letter case aside):
 * how a test proves an erase left nothing behind, whatever tables later features add.
 */
export async function tablesHolding(db: Db, needle: string): Promise<string[]> {
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
  `);
  const holding: string[] = [];
  for (const { name } of tables.rows) {
    const found = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} as row where strpos(lower(row::text), ${needle.toLowerCase()}) > 0`,
    );
    if (Number(found.rows[0]?.n) > 0) holding.push(name);
  }
  return holding;
}
