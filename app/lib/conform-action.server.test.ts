import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '#app/lib/app-error.ts';
import { conformAction, type FormOutcome } from '#app/lib/conform-action.server.ts';
import type { FormAnswer } from '#app/lib/conform-action.ts';
import { formRequest, runRoute } from '#tests/support/route.ts';

/** A page with two forms: a name to save, a secret word to check. */
const schema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('name'),
    name: z.string({ error: 'Scrivi il nome' }).max(5, { error: 'Troppo lungo' }),
  }),
  z.object({ intent: z.literal('secret'), word: z.string({ error: 'Scrivi la parola' }) }),
]);
type Command = z.output<typeof schema>;
type Shown = { saved: string };

function page(run: (command: Command) => Promise<FormOutcome<Shown>>, ran: Command[] = []) {
  return (request: Request) =>
    conformAction(request, {
      schema,
      run: (command) => {
        ran.push(command);
        return run(command);
      },
      refused: (refusal) => ({ toast: { kind: 'error', title: 'Non salvato', message: refusal.message } }),
      hideFields: (intent) => (intent === 'secret' ? ['word'] : []),
      maxBytes: 2048,
      oversize: { intent: 'name', toast: { kind: 'error', title: 'Non salvato', message: 'Troppo grande' } },
    });
}

const post = (action: (request: Request) => Promise<unknown>, fields: Record<string, string>) =>
  runRoute<FormAnswer<Shown>>(({ request }: { request: Request }) => action(request), {
    request: formRequest('/pagina', fields),
  });

describe('conformAction: one answer for pages with conform forms', () => {
  test('a command naming no form: 400, Azione non valida, nothing run', async () => {
    const ran: Command[] = [];
    const outcome = await post(
      page(async () => ({ show: { saved: 'x' } }), ran),
      { intent: 'promote' },
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      ok: false,
      intent: 'promote',
      toast: { kind: 'error', title: 'Errore', message: 'Azione non valida' },
    });
    expect(ran).toEqual([]);
  });

  test('bad input: 400 with the message under its field, echoed within the field’s limit, nothing run', async () => {
    const ran: Command[] = [];
    const outcome = await post(
      page(async () => ({ show: { saved: 'x' } }), ran),
      {
        intent: 'name',
        name: 'x'.repeat(900),
      },
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({
      ok: false,
      intent: 'name',
      result: { error: { name: ['Troppo lungo'] } },
    });
    expect(outcome.data?.result?.initialValue).toEqual({ intent: 'name', name: 'xxxxx' });
    expect(outcome.data?.toast).toBeUndefined();
    expect(ran).toEqual([]);
  });

  test('a refusal answers its own status and what the page says; hidden fields are not sent back', async () => {
    const outcome = await post(
      page(async () => {
        throw new AppError('rate_limited', 'Troppi tentativi. Riprova tra qualche minuto');
      }),
      { intent: 'secret', word: 'apriti-sesamo' },
    );
    expect(outcome.status).toBe(429);
    expect(outcome.data).toMatchObject({
      ok: false,
      intent: 'secret',
      toast: { kind: 'error', title: 'Non salvato', message: 'Troppi tentativi. Riprova tra qualche minuto' },
    });
    expect(JSON.stringify(outcome.data)).not.toContain('apriti-sesamo');
  });

  test('anything but a refusal goes on to the error page', async () => {
    const action = page(async () => {
      throw new Error('database gone');
    });
    await expect(action(formRequest('/pagina', { intent: 'name', name: 'Ada' }))).rejects.toThrow(
      'database gone',
    );
  });

  test('what the runner shows is answered; a redirect carries the cookies and the flash message', async () => {
    const shown = await post(
      page(async () => ({ show: { saved: 'Ada' }, resetForm: true })),
      {
        intent: 'name',
        name: 'Ada',
      },
    );
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({
      ok: true,
      intent: 'name',
      saved: 'Ada',
      result: { initialValue: null },
    });

    const moved = await post(
      page(async () => ({
        redirect: '/altrove',
        headers: new Headers({ 'Set-Cookie': 'sessione=1; Path=/' }),
        flash: { kind: 'success', title: 'Salvato', message: 'Fatto.' },
      })),
      { intent: 'name', name: 'Ada' },
    );
    expect(moved.status).toBe(302);
    expect(moved.headers.get('Location')).toBe('/altrove');
    expect(moved.headers.get('Set-Cookie')).toContain('sessione=1');
    expect(moved.headers.get('Set-Cookie')).toMatch(/provato_flash_[\w-]+=/);
  });

  test('a body declared over the cap is answered by its form (413), unread and nothing run', async () => {
    const ran: Command[] = [];
    const request = formRequest('/pagina', { intent: 'name', name: 'x'.repeat(4000) });
    const body = await request.arrayBuffer();
    const outcome = await runRoute<FormAnswer<Shown>>(
      ({ request: sent }: { request: Request }) => page(async () => ({ show: { saved: 'x' } }), ran)(sent),
      {
        request: new Request(request.url, {
          method: 'POST',
          body,
          headers: {
            'Content-Type': request.headers.get('Content-Type')!,
            'Content-Length': String(body.byteLength),
          },
        }),
      },
    );
    expect(outcome.status).toBe(413);
    expect(outcome.data).toEqual({
      ok: false,
      intent: 'name',
      toast: { kind: 'error', title: 'Non salvato', message: 'Troppo grande' },
    });
    expect(ran).toEqual([]);
  });
});
