import type { APIRequestContext, Page } from '@playwright/test';
import { signedBitlabsCallback } from '../support/fake-bitlabs.ts';
import { e2eServices } from './services.ts';
import {
  adminPage,
  expect,
  expectAccessible,
  expectSuccessToast,
  hydrated,
  openDialog,
  signUpConfirmed,
  test,
  uniqueEmail,
} from './support.ts';

/*
 * Surveys end to end (decision 019): an admin creates a SurveyMonkey survey; a person opens it
 * from /surveys (the provider gets their reference), comes back ("completato, in verifica"); the
 * provider has the response; the admin's 'Verifica' asks it and credits the points, once. BitLabs
 * calls back with a signed COMPLETE: credited once, however often it repeats; a bad hash changes
 * nothing.
 */

/** Where a start link sends the person: the provider's address with their reference. */
async function startDestination(request: APIRequestContext, href: string) {
  const answer = await request.get(href, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  return new URL(answer.headers().location!);
}

async function pointsOf(page: Page): Promise<number> {
  const answer = await page.request.get('/api/user/profile');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { points: number }).points;
}

test.describe('Sondaggi', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a SurveyMonkey survey: created, opened, completed, verified through the provider once; BitLabs calls back, signed', async ({
    page,
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString().slice(-6);
    const title = `Le tue cuffie ideali ${run}`;

    // The admin creates the survey.
    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/admin/surveys');
    await expectAccessible(admin, 'Gestione Sondaggi');
    const dialog = admin.getByRole('dialog', { name: 'Nuovo sondaggio' });
    await openDialog(admin.getByRole('button', { name: 'Nuovo sondaggio' }), dialog);
    await dialog.getByLabel('Titolo').fill(title);
    await dialog.getByLabel('Provider', { exact: true }).fill('surveymonkey');
    await dialog.getByLabel('ID del sondaggio presso il provider').fill(`77${run}`);
    await dialog.getByLabel('Link del sondaggio').fill('https://it.surveymonkey.com/r/PRV-E2E');
    // The pages promise 3 to 10 points a survey: the field allows no more (the server checks too).
    await expect(dialog.getByLabel(/^Punti/)).toHaveAttribute('max', '10');
    await dialog.getByLabel(/^Punti/).fill('6');
    await dialog.getByLabel('Durata (minuti)').fill('5');
    await dialog.getByRole('button', { name: 'Crea sondaggio' }).click();
    await expectSuccessToast(admin, 'Sondaggio creato con successo');
    await expect(admin.getByRole('row').filter({ hasText: title })).toContainText('SurveyMonkey');

    // A person opens it from /surveys: the provider gets their reference, never their name.
    const person = {
      firstName: 'Irene',
      lastName: 'Fabbri',
      email: uniqueEmail('irene.sondaggi'),
      password: 'Provato2026!',
    };
    await signUpConfirmed(page, person);
    await page.goto('/surveys');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText('+6 punti · circa 5 minuti');
    const start = card.getByRole('link', { name: /Inizia il sondaggio/ });
    const href = (await start.getAttribute('href'))!;
    const destination = await startDestination(page.request, href);
    expect(destination.origin + destination.pathname).toBe('https://it.surveymonkey.com/r/PRV-E2E');
    const reference = destination.searchParams.get('user_id')!;
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(destination.toString()).not.toContain(person.email);

    // The survey's end page sends them back: completed, waiting for the provider.
    await page.goto(href.replace('/start', '/completed'));
    await expect(page.getByRole('status')).toContainText('i punti arrivano quando il partner conferma');
    await page.goto('/surveys');
    await expect(card).toContainText('Completato, in verifica');
    await expectAccessible(page, '/surveys signed in');

    // The provider has the response; the admin verifies through its API.
    const provider = await page.request.post(`${e2eServices.surveysUrl}/__fake/completed`, {
      data: { surveymonkey: [reference] },
    });
    expect(provider.status()).toBe(204);
    await admin.goto(`/admin/surveys?tab=completions&q=${encodeURIComponent(person.email)}`);
    const row = admin.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Completato, in verifica');
    const verify = row.getByRole('button', { name: /^Verifica/ });
    await hydrated(verify);
    await verify.click();
    await expectSuccessToast(admin, 'Completamento verificato: 6 punti accreditati');
    await expect(row).toContainText('Verificato');
    await expect(row.getByRole('button', { name: /^Verifica/ })).toBeDisabled();
    // A second 'Verifica' (another tab, a double click) credits nothing more.
    const again = await admin.request.post('/admin/surveys?tab=completions', {
      form: { intent: 'verify', completionId: reference },
    });
    expect(again.status()).toBe(409);

    expect(await pointsOf(page)).toBe(6);
    await page.goto('/surveys');
    await expect(card).toContainText('Completato: punti accreditati');

    // BitLabs: the wall knows the person by id; its signed callback credits them once.
    const wall = page.getByRole('listitem').filter({ hasText: 'Sondaggi dei partner BitLabs' });
    const wallHref = (await wall.getByRole('link', { name: /Inizia il sondaggio/ }).getAttribute('href'))!;
    const uid = (await startDestination(page.request, wallHref)).searchParams.get('uid')!;
    const callback = signedBitlabsCallback(
      `${baseURL}/surveys/bitlabs/callback`,
      { uid, tx: `e2e-${run}`, type: 'COMPLETE', val: '7', raw: '0.07' },
      e2eServices.bitlabsSecret,
    );
    const forged = `${callback.slice(0, -1)}${callback.endsWith('0') ? '1' : '0'}`;
    const refused = await page.request.get(forged);
    expect(refused.status()).toBe(403);
    expect(await pointsOf(page)).toBe(6);
    for (const expected of ['credited', 'duplicate', 'duplicate']) {
      const answer = await page.request.get(callback);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toBe(expected);
    }
    expect(await pointsOf(page)).toBe(13);

    // The profile tells it once each.
    await page.goto('/profile');
    const activity = page.getByRole('region', { name: 'Attività recenti' });
    await expect(activity.getByText(`Sondaggio «${title}» verificato`)).toHaveCount(1);
    await expect(activity.getByText('Sondaggio «Sondaggi dei partner BitLabs» verificato')).toHaveCount(1);
    await admin.context().close();
  });
});
