import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copySeededDemoIfNew } from '../../scripts/demo-data/seeded-copy';
import { expect } from './test';

/**
 * A built server of a journey's own, beside the shared demo server: a fresh data folder, its own
 * port and environment, so what the journey changes (a first start, a cap reached, a spent link)
 * touches nothing the other journeys read.
 */
export interface PrivateServer {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh data folder; `prepare` may use it (an admin made at the shell) before the server starts. */
export async function startPrivateServer({
  env,
  prepare,
}: {
  env: (origin: string) => Record<string, string>;
  prepare?: (dataDir: string, origin: string) => Promise<void>;
}): Promise<PrivateServer> {
  const dist = process.env.E2E_DIST ?? 'dist';
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-private-e2e-'));
  const settings = env(origin);
  try {
    // A demo site starts on a copy of the seeded demo data, as the journeys' shared servers do.
    if (settings.DEMO_CONTENT === 'true') await copySeededDemoIfNew(dataDir);
    await prepare?.(dataDir, origin);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  // The shared server's admin and demo choices are not this one's.
  const { DEMO_CONTENT: _demo, ADMIN_USERNAME: _user, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const server: ChildProcess = spawn(process.execPath, [path.join(dist, 'server/index.js')], {
    stdio: 'ignore',
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CLIENT_DIST_DIR: path.resolve(dist, 'client'),
      LOG_LEVEL: 'warn',
      ...settings,
    },
  });
  await expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status, { timeout: 320_000 })
    .toBe(200);
  return {
    origin,
    dataDir,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
