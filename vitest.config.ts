import { defineConfig } from 'vitest/config';

const integration = ['**/*.server.test.ts'];
/** What the integration tests' app sees: a fixed auth secret, no data folder of the developer's. */
const integrationEnv = {
  BETTER_AUTH_SECRET: 'integration-tests-secret-0123456789abcdef',
  BASE_URL: 'http://localhost:3000',
  DATA_DIR: 'node_modules/.cache/provato-tests',
};
const exclude = ['**/node_modules/**', 'build/**', 'data/**', 'tests/e2e/**'];

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
          env: { ...integrationEnv, TEST_DB: 'pglite' },
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
          env: { ...integrationEnv, TEST_DB: 'postgres' },
          globalSetup: ['./tests/setup/global-database.ts'],
          setupFiles: ['./tests/setup/database.ts'],
        },
      },
    ],
  },
});
