import { importPriceList } from './import-price-list.ts';
import {
  adminPage,
  expect,
  expectAccessible,
  hydrated,
  linkFrom,
  mailsTo,
  signUpConfirmed,
  test,
  uniqueEmail,
  waitForMail,
} from './support.ts';

/*
 * Price alerts as a person uses them (decision 018): an alert with a target on a product page, a
 * shop's new price list that goes below it, one mail with the new price, the product page behind
 * its button, the alert in the profile, removed through the mail's link; another one removed from
 * the profile.
 */

const PRODUCT = { name: 'OPPO Reno12 Pro 5G', slug: 'oppo-reno12-pro-5g', ean: '6946306094135' };
const euro = (value: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(value);
const readEuro = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
/** As an Italian shop's list writes it: "349,90". */
const listPrice = (value: number) => value.toFixed(2).replace('.', ',');

test.describe('Avvisi di prezzo', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an alert below today’s price, a new price list under it, one mail; the mail’s link and the profile remove alerts', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = {
      firstName: 'Paola',
      lastName: 'Ferri',
      email: uniqueEmail('paola.ferri'),
      password: 'Provato2026!',
    };
    await signUpConfirmed(page, person);

    await page.goto(`/product/${PRODUCT.slug}`);
    const best = readEuro(await page.getByTestId('best-price').textContent());
    expect(best).toBeGreaterThan(100);
    const box = page.getByRole('region', { name: 'Avviso di prezzo' });
    const save = box.getByRole('button', { name: 'Attiva avviso' });
    await hydrated(save);
    await box.getByLabel('Quando scende sotto un prezzo che scelgo').check();

    // A target the price already meets is refused, with today's price.
    await box.getByLabel('Prezzo obiettivo (€)').fill(listPrice(best + 10));
    await save.click();
    await expect(box.getByRole('status')).toHaveText(
      `Il prezzo obiettivo deve essere inferiore al prezzo attuale (${euro(best)})`,
    );
    await expect(box.getByLabel('Prezzo obiettivo (€)')).toHaveAttribute('aria-invalid', 'true');

    const target = Math.floor(best * 0.9);
    await box.getByLabel('Prezzo obiettivo (€)').fill(String(target));
    await save.click();
    await expect(box).toContainText(
      `Avviso attivo: ti scriviamo quando il prezzo scende a ${euro(target)} o meno.`,
    );
    await expectAccessible(page, 'product page with a price alert');

    // Changing it to a target the price already meets: refused, the field keeps what was typed
    // (not the saved target), and the saved alert is unchanged.
    await box.getByRole('button', { name: 'Modifica' }).click();
    await box.getByLabel('Prezzo obiettivo (€)').fill(listPrice(best + 25));
    await box.getByRole('button', { name: 'Salva avviso' }).click();
    await expect(box.getByRole('status')).toHaveText(
      `Il prezzo obiettivo deve essere inferiore al prezzo attuale (${euro(best)})`,
    );
    await expect(box.getByLabel('Prezzo obiettivo (€)')).toHaveValue(listPrice(best + 25));
    await expect(box.getByLabel('Prezzo obiettivo (€)')).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toContainText(
      `Avviso attivo: ti scriviamo quando il prezzo scende a ${euro(target)} o meno.`,
    );

    // A shop's list brings the product under the target: the check after the import mails once.
    const lower = Math.floor(best * 0.8) + 0.9;
    const admin = await adminPage(browser, baseURL!);
    await importPriceList(admin, 'listino-avvisi.csv', 'Negozio Avvisi', [
      { code: 'AVV-1', name: `${PRODUCT.name} 12GB 512GB`, price: listPrice(lower), ean: PRODUCT.ean },
    ]);
    await admin.context().close();
    const mail = await waitForMail(person.email, `Prezzo in calo: ${PRODUCT.name}`);
    expect(mail.subject).toBe(`Prezzo in calo: ${PRODUCT.name} a ${euro(lower)}`);
    expect(mail.text).toContain(`è sceso da ${euro(best)} a ${euro(lower)}`);
    expect(mail.text).toContain(`Ci avevi chiesto di avvisarti a ${euro(target)} o meno: ci siamo.`);
    expect(mailsTo(person.email, 'Prezzo in calo')).toHaveLength(1);

    // Its button: the page with the new best price and the shop that has it.
    await page.goto(linkFrom(mail, `/product/${PRODUCT.slug}`));
    await expect(page.getByTestId('best-price')).toHaveText(euro(lower));
    await expect(page.getByRole('region', { name: /Dove acquistare/ })).toContainText('Negozio Avvisi');

    // The profile lists it with the price now and the mail sent.
    await page.goto('/profile?tab=alerts#avvisi');
    const alerts = page.getByRole('region', { name: 'Avvisi di prezzo' });
    await expect(alerts.getByRole('listitem')).toHaveCount(1);
    await expect(alerts.getByRole('listitem')).toContainText(`Prezzo attuale: ${euro(lower)}`);
    await expect(alerts.getByRole('listitem')).toContainText(`Avviso sotto ${euro(target)}`);
    await expect(alerts.getByRole('listitem')).toContainText('ultima e-mail il');
    await expectAccessible(page, 'profile, price alerts');

    // The mail's removal link opens a page with one button (mail scanners remove nothing).
    await page.goto(linkFrom(mail, '/price-alerts/remove'));
    await page.getByRole('button', { name: 'Rimuovi avviso' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Non riceverai più avvisi di prezzo per ${PRODUCT.name}.`,
    );
    await page.goto('/profile?tab=alerts#avvisi');
    await expect(page.getByText('Non hai avvisi di prezzo.')).toBeVisible();

    // Any drop on another product, then removed from the profile.
    await page.goto('/product/xiaomi-smart-band-9');
    const anyDrop = page.getByRole('region', { name: 'Avviso di prezzo' });
    await hydrated(anyDrop.getByRole('button', { name: 'Attiva avviso' }));
    await anyDrop.getByRole('button', { name: 'Attiva avviso' }).click();
    await expect(anyDrop).toContainText('Avviso attivo: ti scriviamo a ogni ribasso del prezzo.');
    await page.goto('/profile?tab=alerts#avvisi');
    const remove = page.getByRole('button', { name: 'Rimuovi l’avviso per Xiaomi Smart Band 9' });
    await hydrated(remove);
    await remove.click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Avviso di prezzo rimosso' }),
    ).toBeVisible();
    await expect(page.getByText('Non hai avvisi di prezzo.')).toBeVisible();
  });

  test('a visitor is asked to sign in first and comes back to the product', async ({ page }) => {
    await page.goto(`/product/${PRODUCT.slug}`);
    await page
      .getByRole('region', { name: 'Avviso di prezzo' })
      .getByRole('link', { name: 'Accedi per attivare un avviso' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=/product/${PRODUCT.slug}$`));
  });
});
