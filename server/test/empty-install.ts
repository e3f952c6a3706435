import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createPostgresTemplate, databaseUrl, dropDatabase } from './postgres-template';

/**
 * The environment of a new install on this project's driver: a fresh data folder, and on the
 * PostgreSQL projects a new empty database (DATABASE_URL) beside it. Each folder or database it
 * makes is handed to `cleanups`, to be removed after the test.
 */
export async function emptyInstall(cleanups: (() => Promise<unknown>)[]): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-clean-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (inject('dbDriver') !== 'postgres') return { DATA_DIR: dataDir };
  const name = await createPostgresTemplate(async () => {});
  cleanups.push(() => dropDatabase(name));
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(name) };
}
