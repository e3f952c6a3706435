import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, databaseUrl, dropDatabase } from '../../test/postgres-template';
import { createPostgresContentVersion } from '../cache/content-version';
import { type Database, openDatabase } from './index';

/**
 * What a PostgreSQL restart or failover does to the connections of a running instance: the server
 * ends every one of them. pg_terminate_backend does the same to one database's connections
 * without stopping the shared test server. Runs in the server-postgres project only (file name).
 */
let dbName: string;
let url: string;
const warnings: string[] = [];
const log = {
  warn: (_details: unknown, message: string) => warnings.push(message),
  info() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => log,
  level: 'warn',
  silent() {},
} as never;

beforeAll(async () => {
  expect(inject('dbDriver')).toBe('postgres');
  dbName = await cloneDatabase(inject('pgTemplate'));
  url = databaseUrl(dbName);
});
afterAll(async () => {
  if (dbName) await dropDatabase(dbName);
});

/** Ends every connection to the test database, as a server shutting down does. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** A version that moves on with every read is not listening (content-version.ts). */
function holdsStill(version: { readonly current: number }): boolean {
  const first = version.current;
  return version.current === first;
}

describe('connections ended by the database server', () => {
  it('keeps the process alive when idle pooled connections are ended, and the next query reconnects', async () => {
    const database: Database = await openDatabase({ databaseUrl: url, log });
    try {
      // Several idle connections in the pool, as after a burst of requests.
      await Promise.all([1, 2, 3].map(() => database.ping()));
      const ended = await terminateConnections();
      expect(ended).toBeGreaterThanOrEqual(1);
      // Each ended connection tells the pool on its own socket; once all have, none is handed out.
      // (Pinging after the first one only raced the others' notices.)
      const lost = () =>
        warnings.filter((line) => line === 'database connection lost: the next query reconnects');
      await expect.poll(() => lost().length).toBe(ended);
      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('listens for content changes again after its connection was ended', async () => {
    const a = await createPostgresContentVersion(url, log);
    const b = await createPostgresContentVersion(url, log);
    try {
      await terminateConnections();
      await expect
        .poll(() => warnings)
        .toContain('content change listener lost its connection: reconnecting');
      // Listening again: the version holds still between reads...
      await expect.poll(() => holdsStill(a), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => holdsStill(b), { timeout: 10_000 }).toBe(true);
      // ...and a change on the other instance reaches it.
      const before = a.current;
      await b.changed();
      await expect.poll(() => a.current).toBeGreaterThan(before);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
