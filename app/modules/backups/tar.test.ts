import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import tarStream from 'tar-stream';
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

test('a tar cut in the middle of a file is truncated, even when its gzip is whole', async () => {
  const file = path.join(folder, 'cut-file.tar.gz');
  await writeTarGz(file, [
    { name: 'manifest.json', bytes: Buffer.from('{}') },
    { name: 'data.bin', bytes: randomBytes(5000) },
  ]);
  const tar = gunzipSync(await readFile(file));
  await writeFile(file, gzipSync(tar.subarray(0, 1024 + 512 + 2048)));
  await expect(entriesOf(file)).rejects.toThrow(/truncated/);
});

test('a file that is not gzip, or a gzip that is not tar, is damaged', async () => {
  const plain = path.join(folder, 'plain.tar.gz');
  await writeFile(plain, 'not an archive');
  await expect(entriesOf(plain)).rejects.toThrow(/damaged.*gzip/);
  const text = path.join(folder, 'text.tar.gz');
  await writeFile(text, gzipSync(Buffer.from('x'.repeat(2048))));
  await expect(entriesOf(text)).rejects.toThrow(DamagedArchiveError);
});

async function packed(entries: { name: string; body: string; type?: 'file' | 'directory' }[]) {
  const archive = tarStream.pack();
  for (const { name, body, type } of entries) archive.entry({ name, type }, body);
  archive.finalize();
  const parts: Buffer[] = [];
  for await (const part of archive as AsyncIterable<Buffer>) parts.push(part);
  return gzipSync(Buffer.concat(parts));
}

test('names that could land outside the folder are refused', async () => {
  for (const name of ['../escape', 'uploads/../../escape', '/etc/escape']) {
    const file = path.join(folder, 'unsafe.tar.gz');
    await writeFile(
      file,
      await packed([
        { name: 'manifest.json', body: '{}' },
        { name, body: 'x' },
      ]),
    );
    await expect(entriesOf(file), name).rejects.toThrow(/unsafe entry name/);
  }
});

test('entries other than files are skipped, and so is a file not read', async () => {
  const file = path.join(folder, 'mixed.tar.gz');
  await writeFile(
    file,
    await packed([
      { name: 'manifest.json', body: '{}' },
      { name: 'uploads/', body: '', type: 'directory' },
      { name: 'uploads/skipped.webp', body: 'y'.repeat(100_000) },
      { name: 'last', body: 'z' },
    ]),
  );
  const names: string[] = [];
  for await (const entry of readTarGz(file)) {
    names.push(entry.name);
    if (entry.name === 'last') expect((await entry.bytes()).toString()).toBe('z');
  }
  expect(names).toEqual(['manifest.json', 'uploads/skipped.webp', 'last']);
});

test('an archive GNU tar wrote reads back: long names, its folder entries skipped', async () => {
  const tree = path.join(folder, 'gnu');
  const deep = path.join(tree, 'uploads', 'c'.repeat(120));
  await mkdir(deep, { recursive: true });
  await writeFile(path.join(tree, 'manifest.json'), '{}');
  await writeFile(path.join(deep, 'photo.webp'), 'webp');
  const file = path.join(folder, 'gnu.tar.gz');
  await promisify(execFile)('tar', ['-czf', file, '-C', tree, 'manifest.json', 'uploads']);
  const entries = await entriesOf(file);
  expect(entries.map((entry) => entry.name)).toEqual([
    'manifest.json',
    `uploads/${'c'.repeat(120)}/photo.webp`,
  ]);
  expect(entries[1]!.bytes.toString()).toBe('webp');
});
