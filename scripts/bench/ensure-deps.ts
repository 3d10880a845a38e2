// The bench-only packages (Lighthouse with its Sentry and OpenTelemetry, autocannon: about 100 MB)
// are not in the project's package.json, so `npm ci && npm start` does not download them. The
// benches that need them run this first (package.json, bench:*): it installs scripts/bench/deps from
// its own lock when that lock changed since the last install, and links scripts/bench/node_modules
// to it, where Node and TypeScript look for the imports of scripts/bench/*.ts.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const bench = import.meta.dirname;
const deps = path.join(bench, 'deps');
const stamp = path.join(deps, 'node_modules', '.provato-lock');
const lock = createHash('sha256')
  .update(readFileSync(path.join(deps, 'package-lock.json')))
  .digest('hex');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lock) {
  console.log('Installing the bench-only packages (scripts/bench/deps)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: deps, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, lock);
}

const link = path.join(bench, 'node_modules');
const isLink = (() => {
  try {
    return lstatSync(link).isSymbolicLink();
  } catch {
    return false;
  }
})();
if (!isLink) {
  if (existsSync(link)) unlinkSync(link);
  symlinkSync(path.join('deps', 'node_modules'), link, 'dir');
}
