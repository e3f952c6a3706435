import path from 'node:path';
import { expect, inject } from 'vitest';
import { type App, buildApp } from '../app';
import { type Database, openDatabase } from '../core/db/index';
import { createLocalStorage } from '../core/storage/local-storage';
import { appDepsOf, type FlatAppOptions } from './app-deps';
import { cloneDatabase, databaseUrl, dropDatabase } from './postgres-template';

export interface Instance {
  app: App;
  database: Database;
}

/**
 * Several app instances on one copy of the template on PostgreSQL, each with its own connections
 * and nothing shared in memory, ready (background loops started). `deps` gives each its own
 * parts (a clock, a mailer); `close` stops them all and drops the database.
 */
export async function startInstancesOnOneDatabase(
  count: number,
  deps: (index: number) => Partial<FlatAppOptions> = () => ({}),
): Promise<{ instances: Instance[]; close: () => Promise<void> }> {
  expect(inject('dbDriver')).toBe('postgres');
  const dbName = await cloneDatabase(inject('pgTemplate'));
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const database = await openDatabase({ databaseUrl: databaseUrl(dbName) });
    const app = await buildApp(
      appDepsOf({
        database,
        storage: createLocalStorage(path.join(inject('testRoot'), 'media')),
        clientDir: path.join(inject('testRoot'), 'client'),
        ...deps(i),
      }),
    );
    await app.ready();
    instances.push({ app, database });
  }
  return {
    instances,
    async close() {
      for (const { app, database } of instances) {
        await app.close();
        await database.close();
      }
      await dropDatabase(dbName);
    },
  };
}
