import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type Config, getConfig } from '#app/lib/env.server.ts';
import { projectRoot } from '#app/lib/project-root.server.ts';
import { serveUploads } from '#server/uploads.ts';
import { FAKE_S3_CREDENTIALS, type FakeS3, startFakeS3 } from '#tests/support/fake-s3.ts';
import { pngImage } from '#tests/support/images.ts';
import { removeImages, storeImage } from './store-image.server.ts';
import {
  copyUploads,
  localUploadStorage,
  type S3Config,
  storageFor,
  uploadStorage,
} from './upload-storage.server.ts';

/*
 * Uploads on an S3-compatible bucket (decision 021), against s3rver: a local S3 server on a
 * loopback port, keeping its objects in a temporary folder (tests/support/fake-s3.ts).
 */

const BUCKET = 'provato-uploads';
const config = getConfig();
const original = { s3: config.s3, uploadsDir: config.uploadsDir };
const folders: string[] = [];
let fakeS3: FakeS3;
let s3: S3Config;
let client: S3Client;

const tempFolder = async (name: string) => {
  const folder = await mkdtemp(path.join(tmpdir(), `provato-${name}-`));
  folders.push(folder);
  return folder;
};

beforeAll(async () => {
  fakeS3 = await startFakeS3([BUCKET]);
  s3 = fakeS3.bucket(BUCKET);
  client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: FAKE_S3_CREDENTIALS,
  });
  config.uploadsDir = await tempFolder('uploads');
  config.s3 = s3;
});

afterAll(async () => {
  config.s3 = original.s3;
  config.uploadsDir = original.uploadsDir;
  client.destroy();
  await fakeS3.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const keyOf = (url: string) => url.replace('/uploads/', '');

async function getObject(key: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { ...object, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
}

async function inBucket(key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw error;
  }
}

/** An Express app with only the /uploads handler, on a loopback port. */
async function startUploads(settings: Pick<Config, 's3' | 'uploadsDir'>) {
  const app = express();
  app.use('/uploads', serveUploads(settings));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A GET with the path sent exactly as written (fetch would resolve `..` and `%2e%2e` first). */
function rawGet(origin: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('storing on the bucket', () => {
  test('a review picture lands in the bucket as WebP, with its type and a week of caching', async () => {
    expect(uploadStorage().kind).toBe('s3');
    const stored = await storeImage(await pngImage(64, 48), 'reviews', null);
    expect(stored.url).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}\.webp$/);

    const object = await getObject(keyOf(stored.url));
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=604800');
    expect((await sharp(object.bytes).metadata()).format).toBe('webp');
    // Nothing in the local folder.
    expect(existsSync(path.join(config.uploadsDir, keyOf(stored.url)))).toBe(false);
  });

  test('a product picture gets its 480 px copy beside it; removing it removes both', async () => {
    const stored = await storeImage(await pngImage(1200, 900), 'products', null);
    const key = keyOf(stored.url);
    const thumbKey = key.replace('.webp', '-480.webp');
    expect((await sharp((await getObject(key)).bytes).metadata()).width).toBe(1200);
    const thumb = await sharp((await getObject(thumbKey)).bytes).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 360 });

    await removeImages([stored.url]);
    expect(await inBucket(key)).toBe(false);
    expect(await inBucket(thumbKey)).toBe(false);
  });

  test('removeImages leaves alone what is not a stored picture', async () => {
    const stored = await storeImage(await pngImage(), 'avatars', null);
    await removeImages([
      '/uploads/avatars/../reviews/x.webp',
      '/uploads/demo/products/a.webp',
      '/etc/passwd',
    ]);
    expect(await inBucket(keyOf(stored.url))).toBe(true);
    await removeImages([stored.url]);
    expect(await inBucket(keyOf(stored.url))).toBe(false);
  });
});

describe('serving from the bucket', () => {
  let running: Awaited<ReturnType<typeof startUploads>>;
  beforeAll(async () => {
    running = await startUploads(config);
  });
  afterAll(() => new Promise<void>((resolve) => running.server.close(() => resolve())));

  test('streams a picture with its type, a week of caching and no sniffing', async () => {
    const stored = await storeImage(await pngImage(), 'reviews', null);
    const response = await fetch(`${running.origin}${stored.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals((await getObject(keyOf(stored.url))).bytes)).toBe(true);

    const head = await fetch(`${running.origin}${stored.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(body.length));
  });

  test('a missing picture is a plain 404', async () => {
    const response = await fetch(`${running.origin}/uploads/reviews/${randomUUID()}.webp`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Risorsa non trovata.');
  });

  test('a path that is not an upload key is a 404 without asking the bucket', async () => {
    const read = vi.spyOn(storageFor(config), 'read');
    try {
      for (const rawPath of [
        '/uploads/../../etc/passwd',
        '/uploads/%2e%2e/%2e%2e/etc/passwd',
        '/uploads/%2e%2e',
        '/uploads/reviews/..%2f..%2fsecret.webp',
        '/uploads/reviews/picture.png',
        '/uploads/',
      ]) {
        expect(await rawGet(running.origin, rawPath), rawPath).toEqual({
          status: 404,
          body: 'Risorsa non trovata.',
        });
      }
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  test('with a public address, a redirect there instead (invalid keys still a 404)', async () => {
    const cdn = await startUploads({ ...config, s3: { ...s3, publicUrl: 'https://cdn.provato.it' } });
    try {
      const response = await fetch(`${cdn.origin}/uploads/products/abc-1.webp`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://cdn.provato.it/products/abc-1.webp');
      expect((await rawGet(cdn.origin, '/uploads/../../etc/passwd')).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => cdn.server.close(() => resolve()));
    }
  });
});

describe('moving local files to the bucket', () => {
  async function localFiles(root: string, files: Record<string, string | Buffer>) {
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), content);
    }
  }

  test('`uploads:to-s3` copies the pictures once; a second run skips them', async () => {
    const dataDir = await tempFolder('move');
    const review = `reviews/${randomUUID()}.webp`;
    const logo = `demo/merchants/shop-${randomUUID()}.svg`;
    await localFiles(path.join(dataDir, 'uploads'), {
      [review]: await sharp(await pngImage())
        .webp()
        .toBuffer(),
      [logo]: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'reviews/notes.txt': 'not a picture',
      'reviews/half-written.webp.tmp': 'x',
    });
    const run = () =>
      promisify(execFile)(process.execPath, ['scripts/move-uploads-to-s3.ts'], {
        cwd: projectRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
          S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
        },
      });

    expect((await run()).stdout).toMatch(/: 2 copied, 0 already there, 2 ignored/);
    expect((await getObject(review)).ContentType).toBe('image/webp');
    const svg = await getObject(logo);
    expect(svg.ContentType).toBe('image/svg+xml');
    expect(svg.bytes.toString()).toContain('<svg');
    expect(await inBucket('reviews/notes.txt')).toBe(false);

    expect((await run()).stdout).toMatch(/: 0 copied, 2 already there, 2 ignored/);
    // A file whose size differs (a copy cut short) is sent again.
    await writeFile(path.join(dataDir, 'uploads', logo), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect((await run()).stdout).toMatch(/: 1 copied, 1 already there, 2 ignored/);
  });

  test('the demo pictures can be copied on their own (the seed does so with a bucket)', async () => {
    const root = await tempFolder('demo');
    const demo = `demo/products/phone-${randomUUID()}.webp`;
    const review = `reviews/${randomUUID()}.webp`;
    const bytes = await sharp(await pngImage())
      .webp()
      .toBuffer();
    await localFiles(root, { [demo]: bytes, [review]: bytes });
    const summary = await copyUploads(localUploadStorage(root), uploadStorage(), { prefix: 'demo/' });
    expect(summary).toEqual({ copied: 1, skipped: 0, ignored: 0 });
    expect(await inBucket(demo)).toBe(true);
    expect(await inBucket(review)).toBe(false);
  });
});

describe('upload keys', () => {
  test('the storage refuses to write anything but an upload key', async () => {
    const local = localUploadStorage(config.uploadsDir);
    for (const key of [
      '../escape.webp',
      '/etc/passwd',
      'reviews/../../x.webp',
      'reviews/a.svg',
      'other/a.webp',
    ]) {
      await expect(local.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Not an upload key/);
      await expect(uploadStorage().put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        /Not an upload key/,
      );
      expect(await uploadStorage().read(key)).toBeNull();
    }
  });
});
