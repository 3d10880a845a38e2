import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2eServerEnv } from './tests/e2e/services.ts';
import { SERVER_NODE_FLAGS } from './tests/e2e/spawn-server.ts';

/**
 * Browser journeys against the production build, served by the real server on 127.0.0.1 with a
 * fresh data folder (so it migrates and loads the demo data like a first `npm start`), or on
 * PostgreSQL when E2E_DATABASE_URL is set.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'provato-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_MAIL_DIR ??= path.join(dataDir, 'mail');

const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: /\.phone\.spec\.ts$/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testMatch: /\.phone\.spec\.ts$/,
    },
  ],
  webServer: {
    command: `node tests/e2e/fixtures.ts && node scripts/prepare-demo.ts && ${['node', ...SERVER_NODE_FLAGS, 'server/main.ts'].join(' ')}`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: e2eServerEnv({ port, dataDir }),
  },
});
