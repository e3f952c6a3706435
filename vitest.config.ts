import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { touchesDatabase } from './server/test/touches-database';

const alias = {
  '@': fileURLToPath(new URL('./client/src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/*
 * The projects, and where a new test lands (README, "Tests"):
 * - server, server-postgres, client: `npm run test:unit`. No test here starts another program.
 * - integration, integration-postgres: `npm run test:integration`, the files named
 *   *.integration.test.ts: they start real programs (the built server, the admin CLI, varnishd,
 *   dovecot, spamassassin, ffmpeg, a sender process they kill) and take the longest.
 * - *.postgres.test.ts (any kind) need a PostgreSQL server; they run in the -postgres projects only.
 * - The -postgres projects (when TEST_DATABASE_URL is set) run again only the files that open a
 *   database (server/test/touches-database.ts); a test that opens none would repeat itself there.
 */
const SERVER_TESTS = ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'];
const INTEGRATION = '**/*.integration.test.ts';
const NEEDS_POSTGRES = ['**/*.postgres.test.ts', '**/*.postgres.integration.test.ts'];

type Kind = 'unit' | 'integration';

/**
 * The server test files of a kind that the PostgreSQL project runs: those that open a database,
 * and every *.postgres test whatever it opens.
 */
function databaseFiles(kind: Kind): string[] {
  const needsPostgres = new Set(NEEDS_POSTGRES.flatMap((pattern) => globSync(pattern)));
  return SERVER_TESTS.flatMap((pattern) => globSync(pattern, { exclude: ['**/node_modules/**'] }))
    .filter((file) => file.endsWith('.integration.test.ts') === (kind === 'integration'))
    .filter((file) => needsPostgres.has(file) || touchesDatabase(file))
    .sort();
}

/** Server tests: on the embedded database, and the database ones again on PostgreSQL. */
function serverProject(
  name: string,
  kind: Kind,
  driver: 'pglite' | 'postgres',
): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'node',
      include:
        driver === 'postgres' ? databaseFiles(kind) : kind === 'integration' ? [INTEGRATION] : SERVER_TESTS,
      exclude: [
        ...(kind === 'unit' ? [INTEGRATION] : []),
        ...(driver === 'pglite' ? NEEDS_POSTGRES : []),
        '**/node_modules/**',
      ],
      globalSetup: ['server/test/global-setup.ts'],
      env: { TEST_DB_DRIVER: driver },
      testTimeout: 30_000,
      hookTimeout: 120_000,
      pool: 'forks',
    },
  };
}

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      serverProject('server', 'unit', 'pglite'),
      ...(withPostgres ? [serverProject('server-postgres', 'unit', 'postgres')] : []),
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
      serverProject('integration', 'integration', 'pglite'),
      ...(withPostgres ? [serverProject('integration-postgres', 'integration', 'postgres')] : []),
    ],
  },
});
