import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
// With their extensions: Vite's coming native config loader resolves no other import.
import { needsOwnProcess } from './server/test/needs-own-process.ts';
import { touchesDatabase } from './server/test/touches-database.ts';

const alias = {
  '@': fileURLToPath(new URL('./client/src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/*
 * The projects, and where a new test lands (README, "Tests"):
 * - server, server-postgres, client: `npm run test:unit`. No test here starts another program.
 *   A server file that mocks a module, stubs a global or the env, or fakes the timers runs in
 *   server-own-process (server-postgres-own-process) instead: see UNIT_WORKERS below.
 * - integration, integration-postgres, integration-alone: `npm run test:integration`, the files
 *   named *.integration.test.ts: they start real programs (the built server, the admin CLI,
 *   varnishd, dovecot, spamassassin, ffmpeg, a sender process they kill) and take the longest.
 * - *.postgres.test.ts (any kind) need a PostgreSQL server; they run in the -postgres projects only.
 * - The -postgres projects (when TEST_DATABASE_URL is set) run again only the files that open a
 *   database (server/test/touches-database.ts); a test that opens none would repeat itself there.
 */
const SERVER_TESTS = ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'];
const INTEGRATION = '**/*.integration.test.ts';
const NEEDS_POSTGRES = ['**/*.postgres.test.ts', '**/*.postgres.integration.test.ts'];

type Kind = 'unit' | 'integration';

/*
 * How the unit projects share the machine (decisions 36 and 38). Vitest's default is one worker
 * fewer than the cores: one file at a time on a 2-core machine, though much of a database file's
 * time is spent waiting on PostgreSQL or on I/O. Three workers keep both cores busy. Each file
 * gets a database of its own (a template copy named at random), so files never share rows.
 * The server files share their worker processes (`isolate: false`): the app's modules load once
 * per worker, not once per file, which was half the suite's time. A file that changes the process
 * for the files after it (`vi.mock`, stubbed globals or env, fake timers: see
 * server/test/needs-own-process.ts) runs in a -own-process project instead, a process per file.
 * The client files run in one VM context each (`vmForks`): jsdom and React load once per worker,
 * while module state (the toast store, a stubbed fetch) still starts afresh with each file, and a
 * forked worker (not a thread) lets a test set its own TZ.
 */
const UNIT_WORKERS = { maxWorkers: 3 } as const;
/*
 * The integration files start servers, varnishd and dovecot and kill processes, a process per
 * file, two files at a time (decision 39): most of their time is spent waiting on the programs
 * they start, and none shares anything with another file. Each takes its ports from the system
 * (port 0) or listens on one to learn a free one, its folders from mkdtemp, its PostgreSQL
 * database as a copy of the template under a random name; none stops or starts the cluster (the
 * fault suite does, and runs alone, later). They run in a group of their own after the unit
 * projects (Vitest runs the projects of one group with one worker count).
 */
const INTEGRATION_WORKERS = { maxWorkers: 2, sequence: { groupOrder: 1 } } as const;
/*
 * The files that bound a wall-clock time (the edge shows a change on every copy within 2 s, and
 * no visitor of two instances under load restarting gets an error) run alone, after the others,
 * so that a neighbour's CPU cannot make them miss it.
 */
const ALONE = ['scripts/edge/edge.postgres.integration.test.ts'];
const ALONE_WORKERS = { maxWorkers: 1, sequence: { groupOrder: 2 } } as const;

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
  files?: string[],
): TestProjectInlineConfiguration {
  const include =
    files ??
    (driver === 'postgres' ? databaseFiles(kind) : kind === 'integration' ? [INTEGRATION] : SERVER_TESTS);
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'node',
      include,
      exclude: [
        ...(kind === 'unit' ? [INTEGRATION] : []),
        ...(driver === 'pglite' ? NEEDS_POSTGRES : []),
        ...(kind === 'integration' && !files ? ALONE : []),
        '**/node_modules/**',
      ],
      globalSetup: ['server/test/global-setup.ts'],
      env: { TEST_DB_DRIVER: driver },
      testTimeout: 30_000,
      hookTimeout: 120_000,
      pool: 'forks',
      ...(kind === 'unit' ? UNIT_WORKERS : files ? ALONE_WORKERS : INTEGRATION_WORKERS),
    },
  };
}

/**
 * The unit server files of a driver: those that may share a worker process (most) in `name`,
 * unisolated, and those that need one of their own (server/test/needs-own-process.ts) in
 * `name-own-process`, isolated, when there are any.
 */
function unitServerProjects(name: string, driver: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  const { test, ...rest } = serverProject(name, 'unit', driver);
  const ownProcess = SERVER_TESTS.flatMap((pattern) => globSync(pattern, { exclude: ['**/node_modules/**'] }))
    .filter((file) => !file.endsWith('.integration.test.ts') && needsOwnProcess(file))
    .filter((file) => driver === 'pglite' || databaseFiles('unit').includes(file));
  const shared = {
    ...rest,
    test: { ...test, isolate: false, exclude: [...(test?.exclude ?? []), ...ownProcess] },
  };
  if (ownProcess.length === 0) return [shared];
  return [
    shared,
    { ...rest, test: { ...test, name: `${name}-own-process`, include: ownProcess, isolate: true } },
  ];
}

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      ...unitServerProjects('server', 'pglite'),
      ...(withPostgres ? unitServerProjects('server-postgres', 'postgres') : []),
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          // Above Testing Library's wait (client/src/test/setup.ts), so a wait fails with its message.
          testTimeout: 20_000,
          pool: 'vmForks',
          ...UNIT_WORKERS,
        },
      },
      serverProject('integration', 'integration', 'pglite'),
      ...(withPostgres
        ? [
            serverProject('integration-postgres', 'integration', 'postgres'),
            serverProject('integration-alone', 'integration', 'postgres', ALONE),
          ]
        : []),
    ],
  },
});
