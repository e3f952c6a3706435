/**
 * npm run restore -- <backup folder>
 * Replaces the database's content and the media with a backup written by `npm run backup`.
 * With the embedded database, stop the server first.
 */
import path from 'node:path';
import { createStorage } from '../server/core/storage/create-storage';
import { restoreBackup } from '../server/modules/backup/index';
import { openDatabaseForScript } from './open-for-script';

async function main() {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: npm run restore -- <backup folder>');
    process.exit(2);
  }
  const { env, database, close } = await openDatabaseForScript('restore');
  try {
    const manifest = await restoreBackup(database.db, createStorage(env), path.resolve(source));
    console.log(`Restored the backup of ${manifest.createdAt}: ${manifest.media.length} media files.`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
