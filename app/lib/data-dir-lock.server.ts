import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release(): void };

/**
 * PGlite has no lock of its own: two processes opening one data folder corrupt it. A pid file
 * created exclusively makes the second process stop with a clear message instead. A file left
 * by a process that no longer runs is taken over.
 */
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'provato.pid');
  if (heldHere.has(file)) {
    throw new Error(`The embedded database in ${dataDir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return {
        release() {
          heldHere.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      // Our own pid here is a leftover of an earlier run that had the same pid (pid 1 in a container).
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}. ` +
            'Stop that process first (only one process may open it).',
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
