import pg from 'pg';
import { onCleanup } from './cleanup';

/**
 * A fresh database next to the one `adminUrl` names (a role that may create databases), dropped
 * when the run ends, however it ends. Answers its URL.
 */
export async function scratchDatabase(adminUrl: string, label: string): Promise<string> {
  const name = `vitrine_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onCleanup(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
