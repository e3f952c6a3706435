import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildServerBundle } from '../../scripts/build/server-bundle';
import { seededSnapshot } from '../../scripts/demo-data/seeded-copy';
import { migrateDatabase } from '../core/db/migrate';
import { PROJECT_ROOT } from '../core/project-root';
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
    /** The server bundle the integration tests start (test-server-entry.ts). */
    serverEntry: string;
  }
}

interface Template {
  testRoot: string;
  pgTemplate: string;
}

/**
 * The templates made in this Vitest process, by driver, with the projects still using each.
 * Vitest runs every project's global setup in its one main process: `server` and
 * `server-own-process` (or `integration-postgres` and `integration-alone`) then share a template
 * instead of migrating and seeding the demo twice (each seed draws the artwork and its variants:
 * about 12 s of CPU). Kept on globalThis, which those setups share even where Vitest loads this
 * file afresh for each project.
 */
const TEMPLATES = Symbol.for('vitrine.test-templates');
type Shared = Map<'pglite' | 'postgres', { made: Promise<Template>; users: number }>;
const holder = globalThis as Record<symbol, Shared>;
holder[TEMPLATES] ??= new Map();
const shared = holder[TEMPLATES];

/**
 * Migrates and seeds one template per driver and run (initdb and the artwork are the slow
 * parts); every test file then starts from a copy of it: a PGlite data-dir dump, or a PostgreSQL
 * CREATE DATABASE ... TEMPLATE when the project runs on a real server.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  let entry = shared.get(driver);
  if (!entry) {
    entry = { made: makeTemplate(driver), users: 0 };
    shared.set(driver, entry);
  }
  entry.users += 1;
  const { testRoot, pgTemplate } = await entry.made;

  project.provide('testRoot', testRoot);
  project.provide('dbDriver', driver);
  project.provide('pgTemplate', pgTemplate);
  // Only the integration files start the server as a process.
  if (project.name.startsWith('integration')) project.provide('serverEntry', await serverBundle());

  return async () => {
    const current = shared.get(driver);
    if (!current || --current.users > 0) return;
    shared.delete(driver);
    if (pgTemplate) await dropPostgresTemplate(pgTemplate);
    await rm(testRoot, { recursive: true, force: true });
    if (shared.size === 0) await removeServerBundle();
  };
}

/**
 * The server bundled once per Vitest run, as `npm run build:server` bundles it, for the tests that
 * start it as a process: through tsx each start compiled the whole server again (a few seconds
 * of CPU, about thirty starts). Written under node_modules/.cache, inside the project, so that its
 * packages resolve from the project's node_modules; a folder of its own per run.
 */
const BUNDLE = Symbol.for('vitrine.test-server-bundle');
const bundles = globalThis as Record<symbol, Promise<string> | undefined>;
function serverBundle(): Promise<string> {
  bundles[BUNDLE] ??= (async () => {
    const cache = path.join(PROJECT_ROOT, 'node_modules', '.cache');
    await mkdir(cache, { recursive: true });
    const folder = await mkdtemp(path.join(cache, 'vitrine-test-server-'));
    const entry = path.join(folder, 'index.js');
    await buildServerBundle(entry);
    return entry;
  })();
  return bundles[BUNDLE];
}

async function removeServerBundle() {
  const made = bundles[BUNDLE];
  bundles[BUNDLE] = undefined;
  if (made) await rm(path.dirname(await made), { recursive: true, force: true });
}

async function makeTemplate(driver: 'pglite' | 'postgres'): Promise<Template> {
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
    // The seeded demo site the suites' embedded servers start from (scripts/demo-data), dumped
    // from a copy: made here once, it is there for the fault suite, the fuzz run and the journeys.
    const snapshot = await seededSnapshot();
    await cp(path.join(snapshot, 'media'), path.join(testRoot, 'media'), { recursive: true });
    await cp(path.join(snapshot, 'db'), path.join(testRoot, 'db'), { recursive: true });
    const pglite = await PGlite.create(path.join(testRoot, 'db'));
    const dump = await pglite.dumpDataDir('none');
    await writeFile(path.join(testRoot, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    await rm(path.join(testRoot, 'db'), { recursive: true, force: true });
  }
  return { testRoot, pgTemplate };
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
