import { adminPage, expect, signUpConfirmed, test, uniqueEmail } from './support.ts';

/**
 * The page cache (decision 023) as people meet it: a cached page is the same working page, its
 * inline scripts allowed by hash; a moderation shows at once; signed-in people never get it.
 */
test.describe('page cache', () => {
  test('a repeated anonymous visit comes from the cache and still works under its hash policy', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const address = `/catalog?sort=mostRecent&pageSize=12&cache=${Date.now()}`;
    const first = await page.goto(address);
    expect(first?.headers()['x-cache']).toBe('MISS');
    // Another journey's write empties the cache meanwhile now and then: the next visit is kept again.
    let second: Awaited<ReturnType<typeof page.reload>> = null;
    await expect
      .poll(async () => {
        second = await page.reload();
        return second?.headers()['x-cache'];
      })
      .toBe('HIT');
    const policy = second!.headers()['content-security-policy']!;
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain('nonce-');
    expect(second!.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);

    // Hydrated from the cached document: the sort control navigates in the browser.
    await page.getByLabel('Ordina per').selectOption('bestPrice');
    await expect(page).toHaveURL(/sort=bestPrice/);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('an approved review shows at once; a signed-in person never gets the cached page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = {
      firstName: 'Chiara',
      lastName: 'Cache',
      email: uniqueEmail('chiara.cache'),
      password: 'Recensioni-2026!',
    };
    await signUpConfirmed(page, person);
    const listing = await page.request.get('/api/products?limit=1&sort=mostRecent&q=Sony');
    const [product] = ((await listing.json()) as { items: { id: string; slug: string }[] }).items;
    const title = `Cache provata ${Date.now()}`;
    const created = await page.request.post('/api/reviews', {
      headers: { origin: baseURL! },
      data: {
        productId: product!.id,
        rating: 4,
        title,
        pros: 'Suono pulito e bassi ben controllati',
        cons: 'La custodia graffia facilmente',
      },
    });
    expect(created.status()).toBe(201);
    const { id: reviewId } = (await created.json()) as { id: string };

    const visitor = await browser.newContext();
    await visitor.addCookies([{ name: 'provato_consent', value: 'necessary', url: baseURL! }]);
    const anonymous = await visitor.newPage();
    await anonymous.goto(`/product/${product!.slug}`);
    await expect.poll(async () => (await anonymous.reload())?.headers()['x-cache']).toBe('HIT');
    await expect(anonymous.getByText(title)).toHaveCount(0);

    const admin = await adminPage(browser, baseURL!);
    const approved = await admin.request.post('/api/admin/moderate-review', {
      headers: { origin: baseURL! },
      data: { review_id: reviewId, action: 'approve' },
    });
    expect(approved.status()).toBe(200);

    const fresh = await anonymous.reload();
    expect(fresh?.headers()['x-cache']).toBe('MISS');
    await expect(anonymous.getByText(title)).toBeVisible();

    // The author, signed in, gets a page made for them: their name in the top bar, never a copy.
    const own = await page.goto(`/product/${product!.slug}`);
    expect(own?.headers()['x-cache']).toBeUndefined();
    expect(own?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('banner').getByText('Chiara')).toBeVisible();
    await visitor.close();
    await admin.context().close();
  });
});
