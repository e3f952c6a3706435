/**
 * npm run backup [-- <folder>]
 * Writes a consistent copy of the database and every media object into a new folder
 * (default ./backups/vitrine-<timestamp>). With the embedded database, stop the server first.
 */
import path from 'node:path';
import { createStorage } from '../server/core/storage/create-storage';
import { writeBackup } from '../server/modules/backup/index';
import { openDatabaseForScript } from './open-for-script';

async function main() {
  const { env, database, close } = await openDatabaseForScript('backup');
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const dir = path.resolve(process.argv[2] ?? path.join('backups', `vitrine-${stamp}`));
    const manifest = await writeBackup(database.db, createStorage(env), dir);
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backup written to ${dir}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.media.length} media files.`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
