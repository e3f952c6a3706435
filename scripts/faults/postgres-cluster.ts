import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The port a cluster listens on, as pg_lsclusters tells it ("15 main 5432 online …"). */
function clusterPort(version: string, name: string): string | undefined {
  const lines = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).split('\n');
  return lines.map((line) => line.split(/\s+/)).find(([v, n]) => v === version && n === name)?.[2];
}

/**
 * The PostgreSQL the suite may stop and start, named by FAULTS_PG_CLUSTER ("15 main" in CI, which
 * starts it for this; a private "15 faults" on a machine others share) and reached through
 * FAULTS_DATABASE_URL or TEST_DATABASE_URL as a role that may create databases. Without
 * FAULTS_PG_CLUSTER nothing is stopped: a test database alone never lends its server to this.
 */
export function postgresTarget() {
  const adminUrl = process.env.FAULTS_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const cluster = process.env.FAULTS_PG_CLUSTER;
  if (!adminUrl || !cluster) return null;
  const [version = '', name = ''] = cluster.split(' ');
  // Stopping one cluster while the instances use another would test nothing and stop the wrong one.
  const port = clusterPort(version, name);
  const urlPort = new URL(adminUrl).port || '5432';
  if (port !== urlPort)
    throw new Error(
      `FAULTS_PG_CLUSTER "${cluster}" listens on ${port ?? 'no port (not found)'}, the database URL on ${urlPort}`,
    );
  const control = (action: 'stop' | 'start') =>
    execFileSync('pg_ctlcluster', [version, name, action, ...(action === 'stop' ? ['-m', 'fast'] : [])], {
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
