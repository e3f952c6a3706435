import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { contentTypeOf, type Storage } from '../../core/storage/storage';
import { BACKUP_FORMAT, type BackupManifest, countMigrations, resetSequences } from './backup';
import { backupTables } from './tables';

const BATCH = 500;

/**
 * Replaces the database's content and the media with a backup written by writeBackup. The
 * database must be migrated first; everything is replaced in one transaction, so a failed
 * restore leaves the old content in place.
 */
export async function restoreBackup(db: Db, storage: Storage, dir: string): Promise<BackupManifest> {
  const manifest: BackupManifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`Unknown backup format ${manifest.format}`);
  if (manifest.migrations > (await countMigrations())) {
    throw new Error('This backup comes from a newer version of Vitrine: upgrade before restoring it.');
  }
  const rows: Record<string, Record<string, unknown>[]> = JSON.parse(
    await readFile(path.join(dir, 'database.json'), 'utf8'),
  );

  // Media first: once the database points at a file, the file is there.
  for (const key of manifest.media) {
    await storage.put(key, await readFile(path.join(dir, 'media', key)), contentTypeOf(key));
  }

  const tables = backupTables();
  await db.transaction(async (tx) => {
    const names = tables.map(({ name }) => `"${name}"`).join(', ');
    await tx.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
    // A backup that holds the collectors holds their links too: the triggers that make a collector
    // from each new row would give every restored row a fresh "last seen" and relink it. An older
    // backup, without them, lets the triggers make them as its rows come in.
    if (rows.collectors) {
      await tx.execute(sql`SELECT set_config('vitrine.restoring_backup', 'on', true)`);
    }
    for (const { name, table, timestampColumns } of tables) {
      const list = (rows[name] ?? []).map((row) => {
        const copy = { ...row };
        for (const column of timestampColumns) {
          if (typeof copy[column] === 'string') copy[column] = new Date(copy[column] as string);
        }
        return copy;
      });
      for (let start = 0; start < list.length; start += BATCH) {
        await tx.insert(table).values(list.slice(start, start + BATCH));
      }
    }
    await resetSequences(tx as unknown as Db);
  });
  return manifest;
}
