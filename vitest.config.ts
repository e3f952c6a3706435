import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./client/src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/** Server tests: on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set. */
function serverProject(name: string, driver: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'node',
      include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
      // *.postgres.test.ts need a PostgreSQL server (several instances on one database).
      exclude: driver === 'postgres' ? [] : ['**/*.postgres.test.ts'],
      globalSetup: ['server/test/global-setup.ts'],
      env: { TEST_DB_DRIVER: driver },
      testTimeout: 30_000,
      hookTimeout: 120_000,
      pool: 'forks',
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
    ],
  },
});
