import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { compileWasmWithBaselineOnly } from '../runtime/wasm-baseline-compiler';
import { safeError } from '../safe-error';

/**
 * Both drivers expose the same query builder; the node-postgres type stands for both so
 * repositories are written once. No table list is given to drizzle: its relational `db.query`
 * API is the only thing that needs one, and no code uses it (every query names its tables), so
 * the connection knows nothing of the features' tables and core imports none of them.
 */
export type Db = NodePgDatabase;
/** The database or a transaction on it: what a write that must commit with another one takes. */
export type DbOrTransaction = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (used by readiness and tests). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Where the embedded database lives when no URL is given. */
  dataDir?: string;
  /** An existing PGlite instance (tests load one from a migrated template). */
  pglite?: PGlite;
  /** Told when PostgreSQL drops an idle pooled connection (a restart or failover). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * PostgreSQL's default shared_buffers (128 MB) is zeroed at start inside PGlite's WASM memory, so all
 * of it stays resident although this site's whole database is a few MB: 32 MB holds it many times
 * over and saves about 110 MB of server memory (drop-day budget: 400 MB under load). Pages beyond
 * it are read back through the operating system's file cache.
 */
export const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.log);
  if (options.pglite) return wrapPglite(options.pglite);
  if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or pglite');
  const dir = path.join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  compileWasmWithBaselineOnly();
  const client = await PGlite.create(dir, { startParams: EMBEDDED_START_PARAMS });
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** A query waits at most this long for a connection, so an unreachable server fails requests fast. */
const CONNECT_TIMEOUT_MS = 5000;

function openPostgres(url: string, log?: Pick<FastifyBaseLogger, 'warn'>): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A failover can leave a connection open to a server that is gone: probe it.
    keepAlive: true,
  });
  // A restart or failover ends idle pooled connections with an 'error' event; unhandled, it would
  // end the process. The pool has already dropped that client and opens a new one when asked.
  pool.on('error', (error) => {
    log?.warn({ err: safeError(error) }, 'database connection lost: the next query reconnects');
  });
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
