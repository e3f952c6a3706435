import pg from 'pg';
import { onCleanup } from './cleanup';

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database beside the one the URL names (its user may create databases), for one bench
 * run; dropped when the run ends, however it ends.
 */
export async function scratchDatabase(serverUrl: string, purpose: string): Promise<string> {
  const name = `vitrine_bench_${purpose}_${process.pid}`;
  await run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(serverUrl, `CREATE DATABASE ${name}`);
  onCleanup(() => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
