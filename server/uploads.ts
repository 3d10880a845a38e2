import { pipeline } from 'node:stream/promises';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Config } from '#app/lib/env.server.ts';
import {
  isUploadKey,
  storageFor,
  UPLOAD_CACHE_CONTROL,
  type UploadStorage,
} from '#app/modules/media/upload-storage.server.ts';

/**
 * /uploads (decision 021): the local folder as static files; a bucket either through its public
 * address (a redirect, so the bytes never pass through the app) or streamed from the bucket.
 */
export function serveUploads(config: Pick<Config, 's3' | 'uploadsDir'>): RequestHandler {
  if (!config.s3)
    return express.static(config.uploadsDir, { index: false, maxAge: '7d', fallthrough: false });
  const { publicUrl } = config.s3;
  if (publicUrl) {
    return withKey((key, _req, res) => {
      // Cached for a day only: a new S3_PUBLIC_URL reaches returning browsers soon.
      res.set('Cache-Control', 'public, max-age=86400').redirect(302, `${publicUrl}/${key}`);
    });
  }
  const storage = storageFor(config);
  return withKey((key, req, res) => streamUpload(storage, key, req, res));
}

/** GET and HEAD of an upload key only; anything else is answered before the storage is asked. */
function withKey(handle: (key: string, req: Request, res: Response) => void | Promise<void>): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').end();
      return;
    }
    // The raw path, never decoded: a key has no character that needs encoding.
    const key = req.path.slice(1);
    if (!isUploadKey(key)) return notFound(res);
    try {
      await handle(key, req, res);
    } catch (error) {
      if (!res.headersSent) return next(error);
      // Cut off mid-way (the bucket or the browser went away): nothing more can be said.
      res.destroy();
    }
  };
}

async function streamUpload(storage: UploadStorage, key: string, req: Request, res: Response) {
  const object = await storage.read(key);
  if (!object) return notFound(res);
  res.status(200).set({
    'Content-Type': object.contentType,
    'Cache-Control': UPLOAD_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  });
  if (object.size !== undefined) res.set('Content-Length', String(object.size));
  if (req.method === 'HEAD') {
    object.body.destroy();
    res.end();
    return;
  }
  await pipeline(object.body, res);
}

function notFound(res: Response) {
  res.status(404).type('text/plain; charset=utf-8').send('Risorsa non trovata.');
}
