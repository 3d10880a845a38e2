import { defineConfig } from 'vitest/config';

const integration = ['**/*.server.test.ts'];
const exclude = ['node_modules/**', 'build/**', 'data/**', 'tests/e2e/**'];

/**
 * unit: pure code. pglite: the integration tests (*.server.test.ts), each file on its own copy of
 * a migrated in-memory PGlite. postgres: the same files on a real server (TEST_DATABASE_URL),
 * each file in its own database cloned from a migrated template.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['**/*.test.{ts,tsx}'], exclude: [...exclude, ...integration] },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: integration,
          exclude,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./tests/setup/global-database.ts'],
          setupFiles: ['./tests/setup/database.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: integration,
          exclude,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['./tests/setup/global-database.ts'],
          setupFiles: ['./tests/setup/database.ts'],
        },
      },
    ],
  },
});
