import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../core/db/index';
import { migrateDatabase } from '../core/db/migrate';
import { createLocalStorage } from '../core/storage/local-storage';
import { seedDemoContent } from '../demo/seed';
import { createPostgresTemplate, dropPostgresTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run: the template dump, the shared media and the fake client build. */
    testRoot: string;
    /** Database driver the database tests run on in this project. */
    dbDriver: 'pglite' | 'postgres';
    /** PostgreSQL template database name (postgres driver only). */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds one template per run (initdb and the artwork are the slow parts); every
 * test file then starts from a copy of it: a PGlite data-dir dump, or a PostgreSQL
 * CREATE DATABASE ... TEMPLATE when the project runs on a real server.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  const testRoot = await mkdtemp(path.join(os.tmpdir(), `vitrine-${driver}-`));
  const storage = createLocalStorage(path.join(testRoot, 'media'));
  await writeFakeClient(testRoot);

  let pgTemplate = '';
  if (driver === 'postgres') {
    pgTemplate = await createPostgresTemplate(async (database) => {
      await migrateDatabase(database);
      await seedDemoContent(database.db, storage);
    });
  } else {
    const pglite = await PGlite.create();
    const database = await openDatabase({ pglite });
    await migrateDatabase(database);
    await seedDemoContent(database.db, storage);
    const dump = await pglite.dumpDataDir('none');
    await writeFile(path.join(testRoot, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }

  project.provide('testRoot', testRoot);
  project.provide('dbDriver', driver);
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    if (pgTemplate) await dropPostgresTemplate(pgTemplate);
    await rm(testRoot, { recursive: true, force: true });
  };
}

/** A stand-in for dist/client so tests of the SPA fallback need no client build. */
async function writeFakeClient(testRoot: string) {
  const clientDir = path.join(testRoot, 'client');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(clientDir, 'index.html'),
    [
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
      '<title>Default title</title><meta name="description" content="Default description" />',
      '</head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>',
    ].join('\n'),
  );
  await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app");');
}
