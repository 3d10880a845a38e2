import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';

/**
 * Reading request bodies without trusting them (DESIGN.md §4): every body is capped while it
 * streams (a chunked body has no length to check up front), a malformed body is a clear 400, and
 * no text carries a NUL character (PostgreSQL refuses it in text; it is never meant by a person).
 * Refusals are thrown as route error responses: JSON `{ error }` from API routes, the error page
 * with its status from pages.
 */

/** The default cap of a form without files: far above any form of ours, far below harm. */
export const FORM_MAX_BYTES = 64 * 1024;

export const BODY_MESSAGES = {
  tooLarge: 'La richiesta è troppo grande.',
  badForm: 'Richiesta non valida: invia il modulo dalla pagina del sito.',
  badJson: 'Richiesta non valida: il corpo deve essere JSON',
  nul: 'Il testo contiene caratteri non validi.',
} as const;

export function refuse(status: number, message: string): never {
  throw data({ error: message }, { status });
}

/**
 * After the cap, while the 413 goes out, the rest of a body is read and thrown away for a while
 * (what nginx calls a lingering close): a client still sending would otherwise see its connection
 * reset before it reads the answer. Nothing of it is kept; past this the connection is cut.
 */
export const DRAIN_AFTER_CAP = { bytes: 64 * 1024 * 1024, ms: 5_000 };

/** The body's bytes, or a 413 once it passes `maxBytes` (nothing past the cap is kept). */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) refuse(413, BODY_MESSAGES.tooLarge);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // The 413 goes out now; the rest is thrown away behind it.
        void drain(reader);
        refuse(413, BODY_MESSAGES.tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Response || isRouteData(error)) throw error;
    // The client went away or sent a broken chunked body.
    refuse(400, BODY_MESSAGES.badForm);
  }
  return Buffer.concat(chunks);
}

/** Reads and throws away the rest of a refused body for a while (see DRAIN_AFTER_CAP). */
export async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const until = Date.now() + DRAIN_AFTER_CAP.ms;
  let drained = 0;
  try {
    while (drained < DRAIN_AFTER_CAP.bytes && Date.now() < until) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // Gone already: nothing to drain.
  }
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * A form post as FormData: urlencoded or multipart only, at most `maxBytes`, parsed without
 * throwing, no NUL in any name or value.
 */
export async function readForm(request: Request, options: { maxBytes?: number } = {}): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!FORM_TYPES.has(mediaType(contentType))) refuse(415, BODY_MESSAGES.badForm);
  const bytes = await readBody(request, options.maxBytes ?? FORM_MAX_BYTES);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    refuse(400, BODY_MESSAGES.badForm);
  }
  for (const [name, value] of form) {
    if (hasNul(name) || (typeof value === 'string' ? hasNul(value) : hasNul(value.name))) {
      refuse(400, BODY_MESSAGES.nul);
    }
  }
  return form;
}

/** A JSON body of at most `maxBytes`, with no NUL in any string or key. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const bytes = await readBody(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    refuse(400, BODY_MESSAGES.badJson);
  }
  if (containsNul(value)) refuse(400, BODY_MESSAGES.nul);
  return value;
}

/**
 * parseWithZod for actions. conform's reply echoes what was sent so the form can show it again;
 * here a value longer than its field allows is cut to that length (a 30 MB "name" is not sent back).
 */
export function parseSubmission<Schema extends z.ZodType>(formData: FormData, options: { schema: Schema }) {
  const submission = parseWithZod(formData, options);
  const reply = submission.reply.bind(submission);
  submission.reply = ((replyOptions?: Parameters<typeof reply>[0]) =>
    boundReply(reply(replyOptions), options.schema)) as typeof submission.reply;
  return submission;
}

function boundReply<Result extends { initialValue?: unknown }>(reply: Result, schema: z.ZodType): Result {
  const initial = reply.initialValue as Record<string, unknown> | null | undefined;
  if (!initial) return reply;
  const limits = fieldLimits(schema);
  const bounded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(initial)) {
    bounded[name] = boundValue(value, limits[name] ?? FIELD_ECHO_MAX);
  }
  return { ...reply, initialValue: bounded };
}

/** Fields without a declared maximum are echoed up to this many characters. */
const FIELD_ECHO_MAX = 1000;

function boundValue(value: unknown, limit: number): unknown {
  if (typeof value === 'string') return value.length > limit ? value.slice(0, limit) : value;
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => boundValue(item, limit));
  return value;
}

/** The declared maximum length of each string field of an object schema. */
function fieldLimits(schema: z.ZodType): Record<string, number> {
  const shape = objectShape(schema);
  if (!shape) return {};
  const limits: Record<string, number> = {};
  for (const [name, field] of Object.entries(shape)) {
    const max = maxLength(field);
    if (max !== undefined) limits[name] = max;
  }
  return limits;
}

type Inspectable = {
  shape?: Record<string, z.ZodType>;
  maxLength?: number | null;
  def?: { type?: string; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType; schema?: z.ZodType };
};

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let current = schema as unknown as Inspectable | undefined;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current.shape) return current.shape;
    current = (current.def?.in ?? current.def?.innerType ?? current.def?.schema) as Inspectable | undefined;
  }
  return undefined;
}

function maxLength(schema: z.ZodType): number | undefined {
  const seen: number[] = [];
  const visit = (node: Inspectable | undefined, depth: number) => {
    if (!node || depth > 10) return;
    if (typeof node.maxLength === 'number') seen.push(node.maxLength);
    for (const inner of [node.def?.in, node.def?.out, node.def?.innerType, node.def?.schema]) {
      visit(inner as Inspectable | undefined, depth + 1);
    }
  };
  visit(schema as unknown as Inspectable, 0);
  return seen.length ? Math.min(...seen) : undefined;
}

function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

const hasNul = (text: string) => text.includes('\u0000');

/** Whether any string or key holds a NUL; nesting deeper than any request of ours is refused. */
function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 32) refuse(400, BODY_MESSAGES.badJson);
  if (typeof value === 'string') return hasNul(value);
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => hasNul(key) || containsNul(item, depth + 1));
  }
  return false;
}

function isRouteData(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit'
  );
}
