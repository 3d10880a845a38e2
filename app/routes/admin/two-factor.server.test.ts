import { describe, expect, test } from 'vitest';
import { loadViewer } from '#app/modules/accounts/viewer.server.ts';
import { formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { totpNow, wrongTotp } from '#tests/support/totp.ts';
import {
  adminWithPassword,
  type CookieJar,
  enrolledAdmin,
  passwordSignIn,
  TWO_FACTOR_TEST_PASSWORD,
} from '#tests/support/two-factor.ts';
import { action, loader } from './two-factor.tsx';

type PageData = {
  ok?: boolean;
  intent?: string;
  toast?: { kind: string; title: string; message: string };
  setup?: { secret: string; groupedSecret: string; qrCode: string; otpauthUri: string } | null;
  recoveryCodes?: string[];
  result?: { error?: Record<string, string[]> };
  enabled?: boolean;
  recoveryCodesLeft?: number;
};

/** The page as the signed-in admin of `jar` sees it (the viewer read from the cookie, like the server). */
async function asAdmin(jar: CookieJar) {
  const context = async () => routeContext({ viewer: (await loadViewer(jar.request('/admin'))).viewer });
  return {
    post: async (fields: Record<string, string>) =>
      runRoute<PageData>(action, {
        request: formRequest('/admin/two-factor', fields, { headers: { cookie: jar.header() } }),
        context: await context(),
      }),
    load: async () =>
      runRoute<PageData>(loader, { request: jar.request('/admin/two-factor'), context: await context() }),
  };
}

describe('/admin/two-factor', () => {
  test('enrolment as plain form posts: password, QR code and key, first code, recovery codes once', async () => {
    const person = await adminWithPassword();
    const { jar } = await passwordSignIn(person);
    let page = await asAdmin(jar);
    expect((await page.load()).data).toMatchObject({ enabled: false });

    const empty = await page.post({ intent: 'start', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.data?.result?.error?.password).toEqual(['Inserisci la tua password']);

    const wrongPassword = await page.post({ intent: 'start', password: 'sbagliata' });
    expect(wrongPassword).toMatchObject({
      status: 400,
      data: {
        ok: false,
        toast: { kind: 'error', title: 'Configurazione non avviata', message: 'La password non è corretta' },
      },
    });

    const started = await page.post({ intent: 'start', password: TWO_FACTOR_TEST_PASSWORD });
    expect(started.status).toBe(200);
    const setup = started.data!.setup!;
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.groupedSecret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);

    const typo = await page.post({ intent: 'confirm', code: '12345', secret: setup.secret });
    expect(typo.status).toBe(400);
    expect(typo.data?.result?.error?.code).toEqual(['Il codice è formato da 6 cifre']);
    expect(typo.data?.setup?.secret).toBe(setup.secret);

    const wrong = await page.post({
      intent: 'confirm',
      code: await wrongTotp(setup.secret),
      secret: setup.secret,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.toast?.title).toBe('Verifica in due passaggi non attivata');
    expect(wrong.data?.toast?.message).toMatch(/^Codice non valido/);
    expect(wrong.data?.setup?.secret).toBe(setup.secret);
    expect((await page.load()).data).toMatchObject({ enabled: false });

    const confirmed = await page.post({
      intent: 'confirm',
      code: await totpNow(setup.secret),
      secret: setup.secret,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data?.recoveryCodes).toHaveLength(10);
    expect(confirmed.headers.get('Set-Cookie')).toContain('provato.session_token=');
    jar.apply(confirmed.headers);
    page = await asAdmin(jar);
    // Shown once: the page itself only says how many are left.
    const after = await page.load();
    expect(after.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(after.data)).not.toContain(confirmed.data!.recoveryCodes![0]);

    const again = await page.post({ intent: 'regenerate', password: TWO_FACTOR_TEST_PASSWORD });
    expect(again.data?.recoveryCodes).toHaveLength(10);

    const offWrong = await page.post({ intent: 'disable', password: 'sbagliata' });
    expect(offWrong).toMatchObject({
      status: 400,
      data: {
        toast: { title: 'Verifica in due passaggi non disattivata', message: 'La password non è corretta' },
      },
    });
    const off = await page.post({ intent: 'disable', password: TWO_FACTOR_TEST_PASSWORD });
    expect(off.status).toBe(302);
    expect(off.headers.get('Location')).toBe('/admin/two-factor');
    expect(off.headers.get('Set-Cookie')).toMatch(/provato_flash_[\w-]+=/);
    jar.apply(off.headers);
    expect((await (await asAdmin(jar)).load()).data).toMatchObject({ enabled: false });
  });

  test('with the second factor on, a code alone never shows the recovery codes again', async () => {
    const { jar, secret } = await enrolledAdmin();
    const page = await asAdmin(jar);
    const before = (await page.load()).data;
    const confirm = await page.post({ intent: 'confirm', code: await totpNow(secret), secret });
    expect(confirm.status).toBe(409);
    expect(confirm.data?.toast?.message).toBe('La verifica in due passaggi è già attiva');
    expect(confirm.data?.recoveryCodes).toBeUndefined();
    expect(confirm.headers.get('Set-Cookie')).toBeNull();
    expect((await page.load()).data).toEqual(before);
  });

  test('an unknown intent changes nothing', async () => {
    const person = await adminWithPassword();
    const { jar } = await passwordSignIn(person);
    const outcome = await (await asAdmin(jar)).post({ intent: 'enable-without-password' });
    expect(outcome.status).toBe(400);
    expect((await (await asAdmin(jar)).load()).data).toMatchObject({ enabled: false });
  });
});
