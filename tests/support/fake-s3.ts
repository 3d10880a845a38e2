import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Config } from '#app/modules/media/upload-storage.server.ts';

/*
 * A local S3 server for the tests of uploads on a bucket (decision 021): s3rver on a loopback port,
 * keeping its objects in a temporary folder of its own, removed when it closes.
 */

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
// s3rver ships no types: the little used here.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

/** s3rver's fixed credentials (it accepts any signature made with them). */
export const FAKE_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type FakeS3 = {
  /** `http://127.0.0.1:<port>`. */
  endpoint: string;
  /** The app's configuration (`config.s3`, S3_* variables) for one of its buckets. */
  bucket(name: string): S3Config;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
};

/** Starts s3rver on 127.0.0.1 (a free port) with these buckets, empty. */
export async function startFakeS3(buckets: string[]): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'provato-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: (name) => ({
      bucket: name,
      region: 'us-east-1',
      endpoint,
      ...FAKE_S3_CREDENTIALS,
      forcePathStyle: true,
      publicUrl: undefined,
    }),
    async close() {
      try {
        await server.close();
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
  };
}
