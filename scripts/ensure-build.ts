// `npm start` builds only when the sources changed since the last build: a fingerprint of every
// input of the bundle is kept next to it in build/.inputs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = ['app', 'server', 'db/schema', 'public'];
const files = [
  'scripts/compress-assets.ts',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];
const stamp = path.join(root, 'build', '.inputs');

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.includes('.test.') ? [] : [full];
  });
}

const hash = createHash('sha256');
for (const file of [
  ...inputs.flatMap((dir) => walk(path.join(root, dir))),
  ...files.map((f) => path.join(root, f)),
].sort()) {
  if (!existsSync(file) || !statSync(file).isFile()) continue;
  hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
}
const fingerprint = hash.digest('hex');

const built = existsSync(path.join(root, 'build', 'server', 'index.js')) && existsSync(stamp);
if (built && readFileSync(stamp, 'utf8').trim() === fingerprint) {
  console.log('Build is up to date.');
} else {
  console.log('Building Provato (first start or sources changed)…');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const compressed = spawnSync(process.execPath, [path.join(root, 'scripts', 'compress-assets.ts')], {
    stdio: 'inherit',
  });
  if (compressed.status !== 0) process.exit(compressed.status ?? 1);
  writeFileSync(stamp, `${fingerprint}\n`);
}
