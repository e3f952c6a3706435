import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { RUN_MARKER, tagsIn } from './hostile-requests';

export interface StoredTag {
  /** The request whose tag was found. */
  n: number;
  /** Where: a table, or a file. */
  where: string;
}

/** The embedded database of a server that has stopped. */
export const openStoppedDatabase = (dataDir: string) => PGlite.create(path.join(dataDir, 'db'));

/** Every request tag in every row of every table. */
export async function tagsInDatabase(client: PGlite): Promise<StoredTag[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
         from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: StoredTag[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ row: string }>(
      `select r::text as row from ${name} as r where r::text ilike $1`,
      [`%${RUN_MARKER}%`],
    );
    for (const { row } of rows) for (const n of tagsIn(row)) found.push({ n, where: name });
  }
  return found;
}

/** Tags in the names or contents of files under `dir` (media, outbox), the database excepted. */
export async function tagsInFiles(dir: string, skip: string[]): Promise<StoredTag[]> {
  const found: StoredTag[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (skip.some((skipped) => file.startsWith(skipped))) continue;
    for (const n of tagsIn(entry.name)) found.push({ n, where: file });
    if (!entry.isFile() || (await stat(file)).size > 5_000_000) continue;
    for (const n of tagsIn((await readFile(file)).toString('latin1'))) found.push({ n, where: file });
  }
  return found;
}
