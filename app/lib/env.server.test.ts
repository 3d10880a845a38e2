import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './env.server.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'provato-env-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  test('needs no environment at all outside production', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(dataDir);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.seedDemo).toBe(true);
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.shutdown).toEqual({ timeoutMs: 10_000, drainDelayMs: 0 });
    expect(config.keepAliveTimeoutMs).toBe(65_000);
  });

  test('SIGTERM: the drain delay and the time limit come from the environment (decision 035)', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SHUTDOWN_TIMEOUT_MS: '25000',
      SHUTDOWN_DRAIN_DELAY_MS: '3000',
    });
    expect(config.shutdown).toEqual({ timeoutMs: 25_000, drainDelayMs: 3_000 });
  });

  test('outside production it listens on loopback unless HOST widens it; production on every interface', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u:p@db:5432/provato',
      BASE_URL: 'https://provato.it',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:587',
    });
    expect(production.host).toBe('::');
  });

  test('the footer links only to the profiles configured, each on its own network over https', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).socialLinks).toEqual([]);
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/provato',
      SOCIAL_INSTAGRAM_URL: 'https://instagram.com/provato',
    });
    expect(config.socialLinks).toEqual([
      { network: 'instagram', url: 'https://instagram.com/provato' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/provato' },
    ]);
    for (const [name, value] of [
      ['SOCIAL_FACEBOOK_URL', 'http://www.facebook.com/provato'],
      ['SOCIAL_FACEBOOK_URL', 'https://facebook.com.example.net/provato'],
      ['SOCIAL_YOUTUBE_URL', 'https://www.instagram.com/provato'],
      ['SOCIAL_YOUTUBE_URL', 'javascript:alert(1)'],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`${name}: ${name} must be an https://`),
      );
    }
  });

  test('generates the local secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(existsSync(path.join(dataDir, '.auth-secret'))).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
    expect(readFileSync(path.join(dataDir, '.auth-secret'), 'utf8').trim()).toBe(first);
  });

  test('production names every missing required variable and stops', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      new ConfigError(
        'Missing required environment variables: DATABASE_URL, BASE_URL, BETTER_AUTH_SECRET, SMTP_URL',
      ),
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db.internal/provato',
        DATA_DIR: tempDir(),
      }),
    ).toThrow('Missing required environment variables: BASE_URL, BETTER_AUTH_SECRET, SMTP_URL');
  });

  test('production with everything set trusts only its own origin and seeds nothing', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.internal/provato',
      BASE_URL: 'https://www.provato.it/',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com',
      DATA_DIR: tempDir(),
    });
    expect(config.baseUrl).toBe('https://www.provato.it');
    expect(config.trustedOrigins).toEqual(['https://www.provato.it']);
    expect(config.seedDemo).toBe(false);
  });

  test.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ BASE_URL: 'not a url' }, 'BASE_URL'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'BETTER_AUTH_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SHUTDOWN_TIMEOUT_MS: '500' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ SHUTDOWN_DRAIN_DELAY_MS: '-1' }, 'SHUTDOWN_DRAIN_DELAY_MS'],
    [{ KEEP_ALIVE_TIMEOUT_MS: '500' }, 'KEEP_ALIVE_TIMEOUT_MS'],
  ])('rejects a malformed value (%o)', (env, name) => {
    expect(() => loadConfig({ ...env, DATA_DIR: tempDir() })).toThrow(name);
  });
});
