import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/index';

/*
 * A module's SQL functions live beside it, one file per function (sql/<name>.sql, a CREATE OR
 * REPLACE statement), while the migrations that made them stay as they were applied (decision
 * 49). These read both, so a test can hold them equal.
 */

/** The function definitions a module keeps, by name (the file's name). */
export async function moduleFunctionFiles(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return new Map(
    await Promise.all(
      files.map(
        async (file) =>
          [file.slice(0, -'.sql'.length), await readFile(path.join(dir, file), 'utf8')] as const,
      ),
    ),
  );
}

/** Every definition of the function of that name in the database, as PostgreSQL prints it back. */
export async function liveDefinitions(db: Db, name: string): Promise<string[]> {
  const rows = await db.execute<{ definition: string }>(sql`
    select pg_get_functiondef(p.oid) as definition from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() and p.proname = ${name}
  `);
  return rows.rows.map((row) => row.definition);
}

/** The names of the functions in the database starting with `prefix`. */
export async function liveFunctionNames(db: Db, prefix: string): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(sql`
    select distinct p.proname as name from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() and starts_with(p.proname, ${prefix})
    order by 1
  `);
  return rows.rows.map((row) => row.name);
}

/**
 * Whether the file says exactly what the database has: run it (CREATE OR REPLACE) and compare
 * what PostgreSQL prints back before and after. A body differing by one character, another
 * signature (which would add a second function) or another result all show.
 */
export async function fileMatchesDatabase(db: Db, name: string, definition: string) {
  const before = await liveDefinitions(db, name);
  await db.execute(sql.raw(definition));
  const after = await liveDefinitions(db, name);
  return { before, after };
}
