import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL the suite may stop and start: the cluster CI starts ("15 main") unless
 * FAULTS_PG_CLUSTER names another ("15 faults" for a private one while others use the shared one),
 * reached through FAULTS_DATABASE_URL or TEST_DATABASE_URL as a role that may create databases.
 */
export function postgresTarget() {
  const adminUrl = process.env.FAULTS_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const [version, name] = (process.env.FAULTS_PG_CLUSTER ?? '15 main').split(' ');
  const control = (action: 'stop' | 'start') =>
    execFileSync('pg_ctlcluster', [version!, name!, action, ...(action === 'stop' ? ['-m', 'fast'] : [])], {
      stdio: 'inherit',
    });

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  return {
    cluster: `${version} ${name}`,
    stop: () => control('stop'),
    start: () => control('start'),
    /** A new, empty database for one scenario; the server migrates and seeds it. */
    async createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
      const database = `vitrine_faults_${randomBytes(4).toString('hex')}`;
      await admin((client) => client.query(`CREATE DATABASE ${database}`));
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      return {
        url: url.toString(),
        drop: () =>
          admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).then(() => {}),
      };
    },
  };
}

export type PostgresTarget = NonNullable<ReturnType<typeof postgresTarget>>;
