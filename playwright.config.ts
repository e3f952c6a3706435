import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Overridable so several engineers (or a CI matrix) can run journeys side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DIST = process.env.E2E_DIST ?? 'dist';
/**
 * The server's data folder, made once per run so journeys can read the mail in its outbox.
 * Kept in process.env: the test workers load this file again and inherit the same folder.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'));

/**
 * User journeys in Debian's Chromium against the built server on a throwaway embedded database
 * (Playwright's own browser download is not reachable here).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${DIST.replace(/[^a-z0-9]+/gi, '-')}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // A journey signs in (a password hash), opens several pages and runs axe: over 30 s on a busy machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    command: 'node tests/e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), E2E_DIST: DIST, E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    stdout: 'pipe',
    // Without it the server is SIGKILLed and start-server.mjs never removes the data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
