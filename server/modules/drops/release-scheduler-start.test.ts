import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../core/db/index';
import { migrateDatabase } from '../../core/db/migrate';
import { createLogger } from '../../core/logger';
import { createLocalStorage } from '../../core/storage/local-storage';

it('waits for the database to be migrated on a first start before it looks for releases', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-first-start-'));
  // A brand-new embedded database, built into the app before it is migrated, as server/index.ts does.
  const database = await openDatabase({ pglite: await PGlite.create() });
  const app = await buildApp({
    database,
    storage: createLocalStorage(mediaDir),
    clientDir: path.join(inject('testRoot'), 'client'),
    loggerInstance: createLogger('info', sink),
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await migrateDatabase(database);
    await app.ready();
    const list = await app.inject({ method: 'GET', url: '/api/sculptures' });
    expect(list.statusCode).toBe(200);
    expect(lines.join('')).not.toContain('release scheduler pass failed');
  } finally {
    await app.close();
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
  // Migrating a brand-new database is slow on a busy machine.
}, 180_000);
