import { createWriteStream } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { MIGRATIONS_DIR } from '../../core/project-root';
import type { Storage } from '../../core/storage/storage';
import { backupTables } from './tables';

export const BACKUP_FORMAT = 1;

/**
 * A backup holds every subscriber's address, the sessions and the password hash: only its owner
 * may read it, whatever the umask of the shell that ran it.
 */
const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** How many migrations the database had: a backup restores into the same schema or a newer one. */
  migrations: number;
  tables: Record<string, number>;
  media: string[];
}

export async function countMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  return journal.entries.length;
}

/**
 * Writes a consistent copy of the database and the media into `dir`: every table is read in
 * one REPEATABLE READ transaction (a single snapshot), then every media object is copied. Media
 * names are random and never reused, so files referenced by the snapshot are still there unless
 * deleted during the backup.
 */
export async function writeBackup(db: Db, storage: Storage, dir: string): Promise<BackupManifest> {
  await mkdir(path.join(dir, 'media'), { recursive: true, mode: OWNER_ONLY_DIR });
  await chmod(dir, OWNER_ONLY_DIR);
  await chmod(path.join(dir, 'media'), OWNER_ONLY_DIR);
  const rows = await db.transaction(
    async (tx) => {
      const result: Record<string, unknown[]> = {};
      for (const { name, table } of backupTables()) result[name] = await tx.select().from(table);
      return result;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await writeFile(path.join(dir, 'database.json'), JSON.stringify(rows), { mode: OWNER_ONLY_FILE });

  const media: string[] = [];
  for await (const key of storage.list()) {
    const file = path.join(dir, 'media', key);
    await mkdir(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
    await pipeline(await storage.read(key), createWriteStream(file, { mode: OWNER_ONLY_FILE }));
    media.push(key);
  }

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    migrations: await countMigrations(),
    tables: Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, list.length])),
    media,
  };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2), {
    mode: OWNER_ONLY_FILE,
  });
  return manifest;
}

/** Serial ids continue after the restored rows. */
export async function resetSequences(db: Db): Promise<void> {
  for (const { name } of backupTables().filter((table) => table.serialId)) {
    await db.execute(
      sql.raw(
        `SELECT setval(seq, COALESCE((SELECT MAX(id) FROM "${name}"), 1), (SELECT MAX(id) FROM "${name}") IS NOT NULL)
         FROM pg_get_serial_sequence('"${name}"', 'id') AS seq WHERE seq IS NOT NULL`,
      ),
    );
  }
}
