import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../core/db/index';
import { MIGRATIONS_DIR } from '../core/project-root';
import { cloneDatabase, databaseUrl, dropDatabase } from './postgres-template';

/**
 * A copy of the migrations folder whose journal stops before `tag`, so a test can put the rows an
 * older version stored into the database and then watch that one migration handle them. Made in
 * the run's folder, which the run removes at its end (it was left in the system's temp folder,
 * ten copies a run).
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(inject('testRoot'), 'migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration tagged ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** An empty database on this test project's driver (no migrations, no seed). */
export async function openEmptyDatabase(): Promise<Database> {
  if (inject('dbDriver') !== 'postgres') return openDatabase({ pglite: await PGlite.create() });
  const name = await cloneDatabase('template0');
  const database = await openDatabase({ databaseUrl: databaseUrl(name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(name);
    },
  };
}
