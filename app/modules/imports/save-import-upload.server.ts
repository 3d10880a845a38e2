import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { type Actor, AppError, assertAdmin } from '#app/lib/app-error.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { downloadToFile } from '#app/lib/outbound.server.ts';
import { isOutOfSpace } from '#app/lib/out-of-space.server.ts';
import { BODY_MESSAGES, drain, FORM_MAX_BYTES } from '#app/lib/request-body.server.ts';
import { AWIN_MAPPING, IMPORT_MESSAGES, type ImportMapping, proposeMapping } from './import-format.ts';
import { inspectImportFile } from './read-import-file.server.ts';
import { prepareImportRun } from './run-import.server.ts';

/** The largest file an admin can upload (a 100,000-row feed is about 60 MB). */
export const IMPORT_UPLOAD_MAX_MB = 200;
const MAX_BYTES = IMPORT_UPLOAD_MAX_MB * 1024 * 1024;

/** Where files wait for their import job: under the data folder, never served. */
export const importsDir = () => path.join(getConfig().dataDir, 'imports');

/**
 * Streams the one file of a multipart form to disk (never whole in memory), counting its bytes:
 * past the cap the upload stops with a 413 and nothing is kept. Then the file becomes a prepared
 * run with a mapping proposed from its header. Answers the run's id.
 */
export async function saveImportUpload(options: { actor: Actor; request: Request }): Promise<string> {
  assertAdmin(options.actor);
  const { request } = options;
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body)
    throw new AppError('file_required', IMPORT_MESSAGES.fileRequired);
  await mkdir(importsDir(), { recursive: true });
  const filePath = path.join(importsDir(), `${randomUUID()}.upload`);

  let fileName: string | null = null;
  let fileOpen = false;
  let bytes = 0;
  let refusal: AppError | undefined;
  const refuse = (error: AppError) => {
    refusal ??= error;
  };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
    });
  } catch {
    throw new AppError('file_required', IMPORT_MESSAGES.fileRequired);
  }
  const tooLarge = () => new AppError('file_too_large', IMPORT_MESSAGES.fileTooLarge(IMPORT_UPLOAD_MAX_MB));
  const written: Promise<void>[] = [];
  // A write that fails (the disk full) stops the reading at once, even one waiting for the parser.
  let writeFailed: (error: unknown) => void = () => undefined;
  const failedWrite = new Promise<never>((_resolve, reject) => {
    writeFailed = reject;
  });
  failedWrite.catch(() => undefined);
  parser.on('file', (field, stream, info) => {
    if (field !== 'file' || fileName !== null) {
      stream.resume();
      return;
    }
    fileName = info.filename || 'file.csv';
    fileOpen = true;
    stream.on('end', () => {
      fileOpen = false;
    });
    stream.on('limit', () => refuse(tooLarge()));
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    written.push(
      pipeline(stream, counter, createWriteStream(filePath)).catch((error: unknown) => {
        refuse(
          isOutOfSpace(error)
            ? new AppError('no_space', IMPORT_MESSAGES.noSpace)
            : new AppError('file_required', IMPORT_MESSAGES.fileRequired),
        );
        writeFailed(error);
        throw error;
      }),
    );
  });
  // Small fields only (the form has none that matter): a huge one is refused at once.
  parser.on('field', (_name, _value, info) => {
    if (info.valueTruncated) refuse(new AppError('too_large', BODY_MESSAGES.tooLarge));
  });
  for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
    parser.on(limit, () => refuse(new AppError('too_large', BODY_MESSAGES.tooLarge)));
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  // A refused upload stops the parser mid-form: its complaint is expected, not unhandled.
  parsed.catch(() => undefined);

  // The body is fed to the parser chunk by chunk, so a refusal stops reading at once; the rest is
  // drained for a while behind the answer, as every other body of ours.
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  let outside = 0;
  try {
    while (!refusal) {
      const { done, value } = await reader.read();
      if (done) {
        parser.end();
        break;
      }
      // Outside the file (other fields, a part that never ends) the form is small.
      if (!fileOpen) outside += value.byteLength;
      if (outside > FORM_MAX_BYTES) refuse(new AppError('too_large', BODY_MESSAGES.tooLarge));
      else if (!parser.write(value)) await Promise.race([once(parser, 'drain'), failedWrite]);
    }
    if (!refusal) await Promise.all([parsed, ...written]);
  } catch {
    refuse(new AppError('file_required', IMPORT_MESSAGES.fileRequired));
  }
  if (refusal) {
    void drain(reader);
    parser.destroy();
    await Promise.allSettled(written);
    await rm(filePath, { force: true });
    throw refusal;
  }
  if (fileName === null || bytes === 0) {
    await rm(filePath, { force: true });
    throw new AppError('file_required', IMPORT_MESSAGES.fileRequired);
  }
  const { mapping, headers } = await mappingFor(filePath).catch(async (error: unknown) => {
    await rm(filePath, { force: true });
    throw error;
  });
  return prepareImportRun({
    actor: options.actor,
    input: { kind: 'csv', sourceName: fileName, filePath, mapping, headers },
  });
}

/** Awin's preset when the header is Awin's, else a mapping from familiar column names. */
export async function mappingFor(filePath: string): Promise<{ mapping: ImportMapping; headers: string[] }> {
  const { headers } = await inspectImportFile(filePath);
  if (headers.length < 2 || headers.some((header) => header === '' || header.length > 200))
    throw new AppError('not_csv', IMPORT_MESSAGES.notCsv);
  const awin = Object.values(AWIN_MAPPING).filter((column) => headers.includes(column!)).length;
  const mapping: ImportMapping =
    awin >= 4
      ? Object.fromEntries(Object.entries(AWIN_MAPPING).filter(([, column]) => headers.includes(column!)))
      : proposeMapping(headers);
  return { mapping, headers };
}

/**
 * 'URL offerte' and 'Feed affiliato': the server downloads the address (outbound rules of
 * DESIGN.md §4) and the file becomes a prepared run like an upload. Answers the run's id.
 */
export async function fetchImportSource(options: {
  actor: Actor;
  kind: 'url' | 'feed';
  url: string;
}): Promise<string> {
  assertAdmin(options.actor);
  await mkdir(importsDir(), { recursive: true });
  const filePath = path.join(importsDir(), `${randomUUID()}.download`);
  const config = getConfig();
  const { url } = await downloadToFile(options.url, {
    path: filePath,
    maxBytes: MAX_BYTES,
    timeoutMs: 120_000,
    maxRedirects: 3,
    allowPrivate: config.outboundAllowPrivate,
  });
  const { mapping, headers } = await mappingFor(filePath).catch(async (error: unknown) => {
    await rm(filePath, { force: true });
    throw error;
  });
  return prepareImportRun({
    actor: options.actor,
    input: { kind: options.kind, sourceName: url, filePath, mapping, headers },
  });
}
