import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import {
  BODY_MESSAGES,
  DRAIN_AFTER_CAP,
  parseSubmission,
  FORM_MAX_BYTES,
  readForm,
  readJsonBody,
} from './request-body.server.ts';

/** What a refusal thrown by the readers says: its status and its message. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; error: string }> {
  try {
    await promise;
  } catch (thrown) {
    const { data, init } = thrown as { data: { error: string }; init: ResponseInit };
    return { status: init.status!, error: data.error };
  }
  throw new Error('expected a refusal');
}

const post = (body: BodyInit | null, contentType?: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/contact', {
    method: 'POST',
    body,
    headers: { ...(contentType ? { 'Content-Type': contentType } : {}), ...headers },
    duplex: 'half',
  } as RequestInit);

/** A chunked body of up to `megabytes` MB that counts how much of it was asked for. */
function endlessBody(megabytes: number) {
  const state = { pulled: 0, cancelled: false };
  const chunk = new TextEncoder().encode(`message=${'a'.repeat(1024 * 1024 - 8)}`);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += 1;
      if (state.pulled > megabytes) controller.close();
      else controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('readForm', () => {
  test('a chunked body over the cap is refused with 413; an endless one is not read for ever', async () => {
    const { stream } = endlessBody(40);
    expect(await refusal(readForm(post(stream, 'application/x-www-form-urlencoded')))).toEqual({
      status: 413,
      error: BODY_MESSAGES.tooLarge,
    });
    const endless = endlessBody(Number.POSITIVE_INFINITY);
    expect((await refusal(readForm(post(endless.stream, 'application/x-www-form-urlencoded')))).status).toBe(
      413,
    );
    // The answer goes out at once; behind it at most DRAIN_AFTER_CAP is thrown away, then the
    // stream is cancelled.
    expect(endless.state.pulled).toBeLessThanOrEqual(8);
    await vi.waitFor(() => expect(endless.state.cancelled).toBe(true), { timeout: 10_000 });
    expect(endless.state.pulled).toBeLessThanOrEqual(DRAIN_AFTER_CAP.bytes / (1024 * 1024) + 2);
  });

  test('a declared length over the cap is refused without reading', async () => {
    const { stream, state } = endlessBody(40);
    const request = post(stream, 'application/x-www-form-urlencoded', {
      'Content-Length': String(FORM_MAX_BYTES + 1),
    });
    expect((await refusal(readForm(request))).status).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  test.each([
    ['JSON', '{"email":"a@b.it"}', 'application/json', 415],
    ['text', 'email=a@b.it', 'text/plain', 415],
    ['no content type', 'email=a@b.it', undefined, 415],
    [
      'multipart without boundary',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      'multipart/form-data',
      400,
    ],
    ['broken multipart', '--x\r\nnonsense', 'multipart/form-data; boundary=x', 400],
  ])('%s is a clear 4xx', async (_name, body, type, status) => {
    const answer = await refusal(readForm(post(body, type)));
    expect(answer.status).toBe(status);
    expect(answer.error).toBe(BODY_MESSAGES.badForm);
  });

  test('a NUL in a value or a name is refused', async () => {
    expect(await refusal(readForm(post('name=a%00b', 'application/x-www-form-urlencoded')))).toEqual({
      status: 400,
      error: BODY_MESSAGES.nul,
    });
    const form = new FormData();
    form.append('na\u0000me', 'x');
    expect(await refusal(readForm(post(form)))).toEqual({ status: 400, error: BODY_MESSAGES.nul });
  });

  test('a good form, urlencoded or multipart, and an empty one', async () => {
    const multipart = new FormData();
    multipart.append('email', 'giulia@example.com');
    expect((await readForm(post(multipart))).get('email')).toBe('giulia@example.com');
    const urlencoded = await readForm(post('email=a%40b.it&n=%C3%A8', 'application/x-www-form-urlencoded'));
    expect([urlencoded.get('email'), urlencoded.get('n')]).toEqual(['a@b.it', 'è']);
    expect([...(await readForm(post(null, 'application/x-www-form-urlencoded')))]).toEqual([]);
  });
});

describe('readJsonBody', () => {
  test('any JSON value is read; NUL, deep nesting, broken UTF-8 and bad JSON are refused', async () => {
    expect(await readJsonBody(post('null', 'application/json'), 1024)).toBeNull();
    expect(await readJsonBody(post('{"a":[1,"è"]}', 'application/json'), 1024)).toEqual({ a: [1, 'è'] });
    expect(await refusal(readJsonBody(post('{"a":{"b":["x\\u0000"]}}'), 1024))).toEqual({
      status: 400,
      error: BODY_MESSAGES.nul,
    });
    expect((await refusal(readJsonBody(post('{"k\\u0000":1}'), 1024))).status).toBe(400);
    expect((await refusal(readJsonBody(post(`${'['.repeat(100)}${']'.repeat(100)}`), 1024))).status).toBe(
      400,
    );
    expect((await refusal(readJsonBody(post(new Uint8Array([0x22, 0xff, 0x22])), 1024))).status).toBe(400);
    expect(await refusal(readJsonBody(post('{'), 1024))).toEqual({
      status: 400,
      error: BODY_MESSAGES.badJson,
    });
    expect((await refusal(readJsonBody(post(endlessBody(10).stream), 1024 * 1024))).status).toBe(413);
  });
});

describe('parseSubmission', () => {
  const schema = z.object({
    name: z.string().trim().min(2).max(60),
    email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
    note: z.string().optional(),
  });

  test('never echoes a value longer than its field allows', () => {
    const form = new FormData();
    form.append('name', 'x'.repeat(100_000));
    form.append('email', `${'y'.repeat(10_000)}@example.com`);
    form.append('note', 'z'.repeat(50_000));
    const submission = parseSubmission(form, { schema });
    expect(submission.status).toBe('error');
    const reply = submission.reply({ hideFields: ['note'] });
    const initial = reply.initialValue as Record<string, string>;
    expect(initial.name).toHaveLength(60);
    expect(initial.email).toHaveLength(254);
    expect(initial.note).toBeUndefined();
    const unlimited = new FormData();
    unlimited.append('note', 'z'.repeat(50_000));
    const other = parseSubmission(unlimited, { schema }).reply();
    expect((other.initialValue as Record<string, string>).note).toHaveLength(1000);
    expect(reply.error).toBeTruthy();
  });
});
