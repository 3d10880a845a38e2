import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DamagedArchiveError, readTarGz, writeTarGz } from './tar.server.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'provato-tar-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const longName = `uploads/${'a'.repeat(90)}/${'b'.repeat(60)}.webp`;

async function entriesOf(file: string) {
  const entries: { name: string; bytes: Buffer }[] = [];
  for await (const entry of readTarGz(file)) entries.push({ name: entry.name, bytes: await entry.bytes() });
  return entries;
}

test('what is written reads back, names past 100 bytes and empty files included; GNU tar agrees', async () => {
  const onDisk = path.join(folder, 'big.bin');
  const big = randomBytes(1_500_000);
  await writeFile(onDisk, big);
  const file = path.join(folder, 'round.tar.gz');
  await writeTarGz(file, [
    { name: 'manifest.json', bytes: Buffer.from('{"è":1}') },
    { name: 'empty', bytes: Buffer.alloc(0) },
    { name: longName, file: onDisk },
    { name: 'exact.bin', bytes: Buffer.alloc(512, 7) },
  ]);
  const entries = await entriesOf(file);
  expect(entries.map((entry) => entry.name)).toEqual(['manifest.json', 'empty', longName, 'exact.bin']);
  expect(entries[0]!.bytes.toString()).toBe('{"è":1}');
  expect(entries[1]!.bytes.byteLength).toBe(0);
  expect(entries[2]!.bytes.equals(big)).toBe(true);
  expect(entries[3]!.bytes.equals(Buffer.alloc(512, 7))).toBe(true);
  const { stdout } = await promisify(execFile)('tar', ['-tzf', file]);
  expect(stdout.trim().split('\n')).toEqual(['manifest.json', 'empty', longName, 'exact.bin']);
});

test('a header changed after it was written fails its checksum', async () => {
  const file = path.join(folder, 'header.tar.gz');
  await writeTarGz(file, [{ name: 'manifest.json', bytes: Buffer.from('{}') }]);
  const tar = gunzipSync(await readFile(file));
  tar[0] = 'n'.charCodeAt(0);
  await writeFile(file, gzipSync(tar));
  await expect(entriesOf(file)).rejects.toThrow(DamagedArchiveError);
});

test('a tar without its end marker is truncated', async () => {
  const file = path.join(folder, 'short.tar.gz');
  await writeTarGz(file, [{ name: 'manifest.json', bytes: Buffer.from('{}') }]);
  const tar = gunzipSync(await readFile(file));
  await writeFile(file, gzipSync(tar.subarray(0, 1024)));
  await expect(entriesOf(file)).rejects.toThrow(/truncated/);
});
