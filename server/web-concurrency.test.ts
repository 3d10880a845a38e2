import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** `node server/main.ts` with only `env` (and PATH): what it printed and how it ended. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('WEB_CONCURRENCY is checked before anything starts', () => {
  test.each(['0', '33', 'due', '1.5', '-2'])('%s: a clear message, exit 1', (value) => {
    const { status, output } = start({ WEB_CONCURRENCY: value, DATABASE_URL: 'postgres://x@127.0.0.1:1/x' });
    expect(status).toBe(1);
    expect(output.trim()).toBe('WEB_CONCURRENCY must be a whole number from 1 to 32.');
  });

  test('above 1 without DATABASE_URL: refused, the embedded database serves one process', () => {
    const { status, output } = start({ WEB_CONCURRENCY: '2' });
    expect(status).toBe(1);
    expect(output.trim()).toBe(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database serves one process.',
    );
  });
});
