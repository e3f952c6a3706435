// Starts the built server on a fresh copy of the demo site's embedded database with a known
// admin, for the journeys.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// E2E_DATA_DIR (a fresh throwaway folder, removed on exit) lets the journeys read the outbox.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'));
mkdirSync(dataDir, { recursive: true });
const dist = process.env.E2E_DIST ?? 'dist';
// The demo site's seeded data, copied (scripts/demo-data/seeded-copy.ts): the server finds its
// demo content there instead of drawing it at its first start, as each worker's server did.
const copied = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demo-data/seeded-copy.ts', dataDir], {
  stdio: 'inherit',
});
if (copied.status !== 0) process.exit(copied.status ?? 1);
const child = spawn(process.execPath, [path.join(dist, 'server/index.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CLIENT_DIST_DIR: path.resolve(dist, 'client'),
    ADMIN_USERNAME: 'e2e-admin',
    ADMIN_PASSWORD: 'e2e-password-123',
    // The journeys browse the demo collection; a clean start is the default (docs/deployment.md).
    DEMO_CONTENT: 'true',
    LOG_LEVEL: 'warn',
    // Every journey is one client on 127.0.0.1, rendering each page anew after each save.
    RENDERS_PER_MINUTE: '100000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  // The run's folder of data folders (playwright.config.ts) goes with the last server to stop.
  if (process.env.E2E_DATA_ROOT) {
    try {
      rmdirSync(process.env.E2E_DATA_ROOT);
    } catch {
      // Another server's data folder is still in it.
    }
  }
  process.exit(code ?? 0);
});
