import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type Config, getConfig } from '#app/lib/env.server.ts';

/*
 * Where uploaded pictures live (decision 021): the local folder DATA_DIR/uploads, or an
 * S3-compatible bucket when S3_BUCKET is set. A key is the part of a stored URL after `/uploads/`
 * (`reviews/<uuid>.webp`), the same in the folder and in the bucket.
 */

export type S3Config = NonNullable<Config['s3']>;

/** Uploaded names never change (a new picture gets a new name), so they may be cached for a week. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=604800';

const UPLOAD_KEY =
  /^(?:(?:reviews|avatars|products)\/[\w-]+\.webp|demo\/(?:products|merchants)\/[\w-]+\.(?:webp|svg))$/;

/** Only the shapes the app writes: no `..`, no absolute path, no other folder or file type. */
export const isUploadKey = (key: string) => UPLOAD_KEY.test(key);

/** The type follows the key, never what a client or the bucket says. */
export const uploadContentType = (key: string) => (key.endsWith('.svg') ? 'image/svg+xml' : 'image/webp');

function checkedKey(key: string): string {
  if (!isUploadKey(key)) throw new Error(`Not an upload key: ${JSON.stringify(key)}`);
  return key;
}

export type StoredUpload = { body: Readable; contentType: string; size: number | undefined };

export interface UploadStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** The file as a stream, or null when it is not there (or the key is not an upload key). */
  read(key: string): Promise<StoredUpload | null>;
  /** Its size in bytes, or null when it is not there. */
  size(key: string): Promise<number | null>;
  /** Every file's path relative to the root, '/'-separated (not all of them upload keys). */
  list?(): Promise<string[]>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localUploadStorage(root: string): UploadStorage {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  const sizeOf = async (key: string) => {
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a write cut short (the disk full) never leaves a partial
      // picture under its key, and the piece written so far is removed.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async read(key) {
      if (!isUploadKey(key)) return null;
      const size = await sizeOf(key);
      if (size === null) return null;
      return { body: createReadStream(fileOf(key)), contentType: uploadContentType(key), size };
    },
    size: sizeOf,
    async list() {
      try {
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
          )
          .sort();
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

export function s3UploadStorage(s3: S3Config): UploadStorage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    // Without keys in the environment the SDK's own chain applies (instance role, profile…).
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the others.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
    },
    async remove(keys) {
      const checked = keys.map(checkedKey);
      // DeleteObjects takes at most 1000 keys a request.
      for (let start = 0; start < checked.length; start += 1000) {
        const batch = checked.slice(start, start + 1000);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `Could not delete ${failed.map((entry) => `${entry.Key} (${entry.Code})`).join(', ')}`,
          );
        }
      }
    },
    async read(key) {
      if (!isUploadKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: uploadContentType(key),
          size: object.ContentLength,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async list() {
      // A page holds at most 1000 keys; the token carries on where it stopped.
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}

let memo: { source: S3Config | string; storage: UploadStorage } | undefined;

/**
 * The storage a configuration names: its bucket when `s3` is set, else its uploads folder. Kept
 * while the configuration names the same place (tests change getConfig()'s `s3` or `uploadsDir`).
 */
export function storageFor(config: Pick<Config, 's3' | 'uploadsDir'>): UploadStorage {
  const source = config.s3 ?? config.uploadsDir;
  if (memo?.source !== source) {
    memo = {
      source,
      storage: config.s3 ? s3UploadStorage(config.s3) : localUploadStorage(config.uploadsDir),
    };
  }
  return memo.storage;
}

export const uploadStorage = () => storageFor(getConfig());

export type CopySummary = { copied: number; skipped: number; ignored: number };

/**
 * Copies the files of one storage into another: upload keys only (others are counted as
 * ignored), and not those already there with the same size, so it can be run again after a
 * failure. `prefix` limits it to one folder (`demo/`).
 */
export async function copyUploads(
  from: UploadStorage,
  to: UploadStorage,
  options: { prefix?: string; concurrency?: number } = {},
): Promise<CopySummary> {
  if (!from.list) throw new Error(`Cannot list the files of the ${from.kind} storage`);
  const files = (await from.list()).filter((key) => key.startsWith(options.prefix ?? ''));
  const keys = files.filter(isUploadKey);
  const summary: CopySummary = { copied: 0, skipped: 0, ignored: files.length - keys.length };
  let next = 0;
  async function worker() {
    while (next < keys.length) {
      const key = keys[next++]!;
      const source = await from.read(key);
      if (!source) continue;
      if ((await to.size(key)) === source.size) {
        source.body.destroy();
        summary.skipped += 1;
        continue;
      }
      const bytes = Buffer.concat(await source.body.toArray());
      await to.put(key, bytes, source.contentType);
      summary.copied += 1;
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return summary;
}
