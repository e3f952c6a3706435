/**
 * Backup and restore (scripts/backup.ts, scripts/restore.ts): every table's rows, through the
 * list of schema slices (server/db/schema.ts), and the media files, in a folder with its
 * manifest. No routes: the owner runs them from the command line.
 */
export { type BackupManifest, writeBackup } from './backup';
export { restoreBackup } from './restore';
