import { expect, horizontalOverflow, hydrated, test } from './support.ts';

/*
 * The header search on a phone (decision 038): a 44 px button in the top bar, the field in a row
 * under it; the bar keeps its height and nothing scrolls sideways; suggestions are thumb-sized
 * and fit the screen.
 */
test('on a phone the header search opens a row under the bar, with thumb-sized suggestions', async ({
  page,
}) => {
  for (const width of [412, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const header = page.locator('header').first();
    const barHeight = (await header.boundingBox())!.height;
    const toggle = header.locator('summary', { hasText: 'Cerca' });
    const toggleBox = (await toggle.boundingBox())!;
    expect(toggleBox.width, `${width} px`).toBeGreaterThanOrEqual(44);
    expect(toggleBox.height, `${width} px`).toBeGreaterThanOrEqual(44);
    expect(toggleBox.x + toggleBox.width, `${width} px: the button is on screen`).toBeLessThanOrEqual(width);
    expect(await horizontalOverflow(page), `${width} px`).toBeLessThanOrEqual(0);

    await hydrated(header.locator('details'));
    await toggle.click();
    const field = page.getByRole('combobox', { name: 'Cerca nel catalogo' });
    await expect(field).toBeFocused();
    const fieldBox = (await field.boundingBox())!;
    expect(fieldBox.y, 'under the bar').toBeGreaterThanOrEqual(barHeight - 1);
    expect(fieldBox.width, 'most of the width').toBeGreaterThan(width * 0.6);
    expect((await header.boundingBox())!.height, 'the bar keeps its height').toBe(barHeight);

    await field.pressSequentially('sams');
    const options = page.getByRole('listbox', { name: 'Suggerimenti' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const option of await options.all()) {
      const box = (await option.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await horizontalOverflow(page), `${width} px, suggestions open`).toBeLessThanOrEqual(0);
  }

  // A tap on a product opens it.
  const product = page.getByRole('group', { name: 'Prodotti' }).getByRole('option').first();
  const name = (await product.locator('span.line-clamp-2').textContent())!;
  await product.tap();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('on a phone the hero suggests under its field, within the screen', async ({ page }) => {
  await page.goto('/');
  const field = page.getByLabel(/^Cerca tra \d+ prodotti$/);
  await hydrated(field);
  await field.tap();
  await field.pressSequentially('galaxy');
  const listbox = page.getByRole('listbox', { name: 'Suggerimenti' });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const box = (await listbox.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
