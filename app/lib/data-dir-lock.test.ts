import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.server.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'provato-lock-'));
  dirs.push(dir);
  return dir;
}

describe('data folder lock', () => {
  test('a second open of the same folder is refused until the first releases it', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow('already open in this process');
    lock.release();
    acquireDataDirLock(dir).release();
  });

  test('a folder held by another running process is refused with its pid', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'provato.pid'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  test('a lock left by a process that no longer runs is taken over', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'provato.pid'), '999999999');
    const lock = acquireDataDirLock(dir);
    lock.release();
  });
});
