import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Overridable so several engineers (or a CI matrix) can run journeys side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DIST = process.env.E2E_DIST ?? 'dist';
/**
 * Journeys run three at a time (decisions 37 and 51): a journey often waits (for a save, a mail,
 * a release), and a third worker fills those waits now that a worker's server starts from a
 * copy of the seeded demo. A journey changes demo pieces and settings that the journeys after it
 * read, so each worker has a demo server and database of its own, on the port E2E_PORT + its
 * index; one worker still runs a file's journeys in order, as before.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
/**
 * The servers' data folders, under one folder made once per run so journeys can read the mail in
 * their server's outbox. Kept in process.env: the test workers load this file again and inherit
 * the same folder.
 */
process.env.E2E_DATA_ROOT ??= mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'));
const dataDirOf = (index: number) => path.join(process.env.E2E_DATA_ROOT as string, `server-${index}`);
/** In a worker, this worker's server: the one its journeys open (baseURL) and whose outbox they read. */
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.E2E_DATA_DIR = dataDirOf(WORKER);

/**
 * User journeys in Debian's Chromium against the built server on a throwaway embedded database
 * (Playwright's own browser download is not reachable here).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${DIST.replace(/[^a-z0-9]+/gi, '-')}`,
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // A journey signs in (a password hash), opens several pages and runs axe: over 30 s on a busy machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT + WORKER}`,
    // A failed journey keeps its trace: every action with the page's DOM before and after it. Not
    // the screencast (a frame captured and encoded as the page changes, all journey long): it was
    // 28 % of a two-worker run's wall time on six journey files (222 s against 163 s), and the
    // failure's own screenshot and DOM say what it would.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (decision 50); E2E_CHROMIUM=/usr/bin/chromium runs the full browser.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node tests/e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT + index}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT + index), E2E_DIST: DIST, E2E_DATA_DIR: dataDirOf(index) },
    stdout: 'pipe' as const,
    // Without it the server is SIGKILLed and start-server.mjs never removes the data folder.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  })),
});
