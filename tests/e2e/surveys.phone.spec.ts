import { demoUser, expect, horizontalOverflow, signIn, smallTargets, test } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('/surveys on a phone', () => {
  test('the open surveys start on the first screen; completed ones have their own list; how it works is folded', async ({
    page,
  }) => {
    await signIn(page, demoUser);
    await page.goto('/surveys');
    const open = page.getByRole('region', { name: 'Sondaggi aperti' });
    const first = open.getByRole('listitem').first();
    await expect(first).toBeVisible();
    // The first open survey's title and its button are on the first screen, without scrolling.
    const title = (await first.getByRole('heading').boundingBox())!;
    expect(title.y + title.height, 'first survey title on the first screen').toBeLessThanOrEqual(844);
    const action = (await first.getByRole('link').first().boundingBox())!;
    expect(action.y + action.height, 'its button on the first screen').toBeLessThanOrEqual(844);

    // The demo person finished two surveys: they are listed apart, with their state, and not as open.
    const done = page.getByRole('region', { name: 'Sondaggi completati' });
    await expect(done.getByText('Completato: punti accreditati')).toBeVisible();
    await expect(done.getByText('Completato, in verifica')).toBeVisible();
    await expect(open.getByText(/^Completato/)).toHaveCount(0);
    await expect(open.getByRole('link', { name: /Riprendi il sondaggio/ })).toBeVisible();
    const openBox = (await open.boundingBox())!;
    expect(openBox.y, 'open surveys above the completed ones').toBeLessThan((await done.boundingBox())!.y);

    // How it works: folded, and what it promises is what the rules pay (3–10 points a survey).
    const howItWorks = page.locator('details').filter({ hasText: 'Come funzionano' });
    await expect(howItWorks).not.toHaveAttribute('open');
    await howItWorks.getByText('Come funzionano').click();
    await expect(howItWorks).toContainText('accreditarti i punti di quel sondaggio');
    await expect(page.getByRole('main')).not.toContainText('50 punti');
    await expect(page.getByRole('main')).toContainText('Da +3 a +10 punti per ogni sondaggio completato');

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page)).toEqual([]);
  });

  test('a return link for a survey never started says it is not valid, with a 404', async ({ page }) => {
    await signIn(page, demoUser);
    await page.goto('/surveys');
    // A survey the demo person never opened from the site.
    const href = await page
      .getByRole('region', { name: 'Sondaggi aperti' })
      .getByRole('link', { name: /Inizia il sondaggio/ })
      .first()
      .getAttribute('href');
    const surveyId = href!.match(/^\/surveys\/([0-9a-f-]{36})\/start$/)![1]!;
    for (const path of [`/surveys/${surveyId}/completed`, '/surveys/non-un-sondaggio/completed']) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questo link di ritorno non è valido');
      await expect(page.getByText('Pagina non trovata')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Vai ai sondaggi' })).toHaveAttribute('href', '/surveys');
    }
    // Nothing was recorded: the survey is still one to start.
    await page.goto('/surveys');
    await expect(page.locator(`a[href="/surveys/${surveyId}/start"]`)).toHaveText(/Inizia il sondaggio/);
  });
});
