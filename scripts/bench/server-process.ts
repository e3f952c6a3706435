import { existsSync } from 'node:fs';
import path from 'node:path';
import { copySeededDemoIfNew } from '../demo-data/seeded-copy';
import {
  freePort,
  type OutputTail,
  openFileLimit,
  spawnWithFdLimit,
  stopProcess,
  tailOutput,
  waitFor,
} from './processes';

export interface BenchServer {
  origin: string;
  /** The admin the server created on its first start (a random password per run). */
  admin: { username: string; password: string };
  pid: number;
  /** The open-file limit the server runs with. */
  fdLimit: number | undefined;
  /** What it printed (LOG_LEVEL=warn: warnings and errors only). */
  output: OutputTail;
  /** Whether it is still running. */
  alive: () => boolean;
  stop: () => Promise<void>;
}

/** A first start migrates the database (and seeds PostgreSQL): slow on a busy machine. */
const READY_TIMEOUT_MS = 180_000;

/**
 * Starts the production build in `dist` on the embedded database in `dataDir` (a copy of the
 * seeded demo site's when the folder is new: the figures are of a site with content),
 * on a free loopback port, and waits until /readyz answers. `env` adds to (or overrides) the
 * operator's settings it is started with.
 */
export async function startServer(
  dist: string,
  dataDir: string,
  admin = { username: 'bench-admin', password: `bench-${Math.random().toString(36).slice(2)}-password` },
  {
    env = {},
    readyTimeoutMs = READY_TIMEOUT_MS,
  }: { env?: Record<string, string>; readyTimeoutMs?: number } = {},
): Promise<BenchServer> {
  const entry = path.resolve(dist, 'server/index.js');
  const clientDir = path.resolve(dist, 'client');
  if (!existsSync(entry) || !existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`No build in ${dist}: run \`npm run build\` first (or set BENCH_DIST).`);
  }
  // On the embedded database, a copy of the seeded demo instead of seeding it at the first start.
  if (!env.DATABASE_URL && (env.DEMO_CONTENT ?? 'true') === 'true') await copySeededDemoIfNew(dataDir);
  const port = await freePort();
  const child = spawnWithFdLimit(process.execPath, [entry], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      S3_BUCKET: '',
      SMTP_URL: '',
      CLIENT_DIST_DIR: clientDir,
      LOG_LEVEL: 'warn',
      DEMO_CONTENT: 'true',
      // Set, so the server creates this admin instead of printing a generated password.
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
  });
  const output = tailOutput(child);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor('The server', child, async () => (await fetch(`${origin}/readyz`)).ok, readyTimeoutMs);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}\n${output.lines().join('\n')}`);
  }
  return {
    origin,
    admin,
    pid: child.pid!,
    fdLimit: openFileLimit(child.pid!),
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () => stopProcess(child),
  };
}
