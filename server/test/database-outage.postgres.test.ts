import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../app';
import { hashPassword } from '../core/auth/passwords';
import { createPostgresContentVersion } from '../core/cache/content-version';
import { type Database, openDatabase } from '../core/db/index';
import { createLogger } from '../core/logger';
import { createLocalStorage } from '../core/storage/local-storage';
import { createAdmin } from '../modules/staff/admin-queries';
import { startCuttableProxy } from './cuttable-proxy';
import { cloneDatabase, databaseUrl, dropDatabase } from './postgres-template';
import { TEST_ADMIN } from './test-app';

/**
 * An instance whose PostgreSQL goes away and comes back (a restart, a failover), through a relay
 * the test cuts: it keeps running, serves its last good public answers, refuses writes with a 503
 * the visitor can read, logs none of what was sent, and takes writes again once the database is back.
 * Runs in the server-postgres project only (file name).
 */
let dbName: string;
let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
let database: Database;
let app: App;
let logged = '';

const inquiry = {
  name: 'Outage Visitor Quintessa',
  email: 'quintessa.outage@example.com',
  location: 'Reykjavik',
  isCollector: 'true',
  isGallery: 'false',
  message: 'A message sent while the database was away, kept out of every log line',
  sculptureInterest: 'Hero Kid',
};

beforeAll(async () => {
  expect(inject('dbDriver')).toBe('postgres');
  dbName = await cloneDatabase(inject('pgTemplate'));
  const direct = new URL(databaseUrl(dbName));
  proxy = await startCuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.port = String(proxy.port);
  const log = createLogger(
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    }),
  );
  database = await openDatabase({ databaseUrl: viaProxy.toString(), log });
  await createAdmin(database.db, TEST_ADMIN.username, await hashPassword(TEST_ADMIN.password));
  app = await buildApp({
    database,
    contentVersion: await createPostgresContentVersion(viaProxy.toString(), log),
    storage: createLocalStorage(path.join(inject('testRoot'), 'media')),
    clientDir: path.join(inject('testRoot'), 'client'),
    loggerInstance: log,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  if (dbName) await dropDatabase(dbName);
});

describe('the database goes away and comes back', () => {
  it('serves the last good public answers, refuses writes with 503, and takes them again after', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/sculptures' });
    expect(before.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await proxy.cut();

    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);

    const stale = await app.inject({ method: 'GET', url: '/api/sculptures' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(before.body);
    expect(stale.headers['x-served-stale']).toBe('outage');

    const refused = await app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiry });
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      message: 'The site is briefly unavailable. Nothing was saved: please try again in a minute.',
    });

    // Never seen before the outage: nothing to fall back on, so a 503 rather than a 500.
    const unseen = await app.inject({ method: 'GET', url: '/api/journal' });
    expect(unseen.statusCode).toBe(503);

    await proxy.restore();
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 15_000 })
      .toBe(200);
    const accepted = await app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiry });
    expect(accepted.statusCode).toBe(201);
    const fresh = await app.inject({ method: 'GET', url: '/api/sculptures' });
    expect(fresh.headers['x-served-stale']).toBeUndefined();
  });

  it('logged the failed write without anything the visitor sent', () => {
    expect(logged).toContain('request met an outage');
    for (const value of [inquiry.name, inquiry.email, inquiry.message, inquiry.location, 'quintessa']) {
      expect(logged.toLowerCase()).not.toContain(value.toLowerCase());
    }
  });
});
