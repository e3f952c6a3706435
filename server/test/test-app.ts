import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { hashPassword } from '../core/auth/passwords';
import { type Database, EMBEDDED_START_PARAMS, openDatabase } from '../core/db/index';
import { createLocalStorage } from '../core/storage/local-storage';
import { createAdmin } from '../modules/staff/admin-queries';
import { appDepsOf, type FlatAppOptions } from './app-deps';
import { cloneDatabase, databaseUrl, dropDatabase } from './postgres-template';

export const TEST_ADMIN = { username: 'curator', password: 'correct horse battery staple' };

/** A fresh copy of the migrated, seeded template on this project's driver. */
export async function openTestDatabase(): Promise<Database> {
  if (inject('dbDriver') === 'postgres') {
    const name = await cloneDatabase(inject('pgTemplate'));
    const database = await openDatabase({ databaseUrl: databaseUrl(name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropDatabase(name);
      },
    };
  }
  const dump = await readFile(path.join(inject('testRoot'), 'template.tar'));
  // Started as the server starts its embedded database (a quarter of PostgreSQL's default buffers).
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]), startParams: EMBEDDED_START_PARAMS });
  return openDatabase({ pglite });
}

/**
 * The production app on a throwaway copy of the demo database, with one admin account, and its
 * background loops as the server runs them (the mail senders too when given a mailer).
 * Call once per test file (beforeAll): copying the template is the slow part.
 */
export async function createTestApp(
  options: Partial<
    Pick<
      FlatAppOptions,
      | 'signInClock'
      | 'hashGate'
      | 'passwordChecks'
      | 'notifyEmail'
      | 'mailer'
      | 'confirmationEmailsPerHour'
      | 'rendersPerMinute'
      | 'background'
      | 'loggerInstance'
      | 'storage'
      | 'ffprobe'
      | 'uploadTempDir'
      | 'diskSpace'
      | 'renderRoot'
      | 'publicUrl'
      | 'clientDir'
      | 'stripe'
    >
  > = {},
) {
  const database = await openTestDatabase();
  const storage = options.storage ?? createLocalStorage(path.join(inject('testRoot'), 'media'));
  await createAdmin(database.db, TEST_ADMIN.username, await hashPassword(TEST_ADMIN.password));
  const app = await buildApp(
    appDepsOf({
      database,
      clientDir: path.join(inject('testRoot'), 'client'),
      ...options,
      storage,
    }),
  );

  async function login(): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json<{ token: string }>().token;
  }

  return {
    app,
    db: database.db,
    database,
    storage,
    login,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
