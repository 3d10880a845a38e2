import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { captureQueries, db } from '#app/lib/db.server.ts';
import { reviews } from '#db/schema/index.ts';
import { createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { exportReviewsCsv } from './export-reviews.server.ts';
import { listReviewsForModeration } from './list-moderation.server.ts';
import { parseModerationQuery } from './moderation-query.ts';

const admin = { isAdmin: true };
const titles = async (params: Record<string, string>) =>
  (await listReviewsForModeration(admin, parseModerationQuery(new URLSearchParams(params)))).items.map(
    (item) => item.title,
  );

beforeAll(async () => {
  const marta = await createUser({ firstName: 'Marta', lastName: 'Lombardi' });
  const piero = await createUser({ firstName: 'Piero', lastName: 'Fontana' });
  const phone = await createProduct({ name: 'Xiaomi Redmi Note 13 Pro', slug: 'redmi-note-13-pro' });
  const vacuum = await createProduct({ name: 'Roborock S8', slug: 'roborock-s8' });
  const day = (d: string) => new Date(`${d}T10:00:00Z`);
  await createReview(phone.id, marta.id, {
    title: 'Batteria infinita',
    status: 'in_revisione',
    comment: 'Dura due giorni',
    createdAt: day('2026-03-10'),
  });
  await createReview(vacuum.id, marta.id, {
    title: 'Pulisce bene',
    status: 'pubblicata',
    comment: 'Mappa la casa in fretta',
    createdAt: day('2026-04-02'),
  });
  await createReview(phone.id, piero.id, {
    title: 'Schermo splendido',
    status: 'rifiutata',
    comment: 'Colori vivaci',
    createdAt: day('2026-05-20'),
  });
  await createReview(vacuum.id, piero.id, {
    title: 'Rumoroso',
    status: 'in_revisione',
    comment: 'Si incastra sotto il divano',
    createdAt: day('2026-06-01'),
  });
});

describe('moderation list', () => {
  test("opens on the queue, oldest first; 'Tutti' lists newest first; a sort chosen is kept", async () => {
    expect(parseModerationQuery(new URLSearchParams())).toMatchObject({
      status: 'in_revisione',
      sort: 'oldest',
    });
    expect(await titles({})).toEqual(['Batteria infinita', 'Rumoroso']);
    expect(await titles({ status: 'all' })).toEqual([
      'Rumoroso',
      'Schermo splendido',
      'Pulisce bene',
      'Batteria infinita',
    ]);
    expect(await titles({ status: 'in_revisione', sort: 'newest' })).toEqual([
      'Rumoroso',
      'Batteria infinita',
    ]);
    expect(await titles({ status: 'all', sort: 'oldest' })).toEqual([
      'Batteria infinita',
      'Pulisce bene',
      'Schermo splendido',
      'Rumoroso',
    ]);
    // Free text keeps the order too.
    expect(await titles({ q: 'redmi', status: 'all', sort: 'oldest' })).toEqual([
      'Batteria infinita',
      'Schermo splendido',
    ]);
    expect(await titles({ q: 'marta', status: 'all', sort: 'oldest', pageSize: '5' })).toEqual([
      'Batteria infinita',
      'Pulisce bene',
    ]);
  });

  test('free text looks in the product name, the author name and the text', async () => {
    expect(await titles({ q: 'redmi', status: 'all' })).toEqual(['Schermo splendido', 'Batteria infinita']);
    expect(await titles({ q: 'piero', status: 'all' })).toEqual(['Rumoroso', 'Schermo splendido']);
    expect(await titles({ q: 'divano' })).toEqual(['Rumoroso']);
    expect(await titles({ q: 'nessuna corrispondenza', status: 'all' })).toEqual([]);
  });

  test('status, dates (from = not before, to = not after) and free text together', async () => {
    expect(await titles({ status: 'in_revisione' })).toEqual(['Batteria infinita', 'Rumoroso']);
    expect(await titles({ status: 'all', from: '2026-04-02', to: '2026-05-20' })).toEqual([
      'Schermo splendido',
      'Pulisce bene',
    ]);
    expect(await titles({ q: 'lombardi', status: 'pubblicata' })).toEqual(['Pulisce bene']);
  });

  test('page sizes and pages; totals', async () => {
    const first = await listReviewsForModeration(
      admin,
      parseModerationQuery(new URLSearchParams({ pageSize: '5', status: 'all' })),
    );
    expect(first).toMatchObject({ total: 4, pageCount: 1, capped: false });
    const list = parseModerationQuery(new URLSearchParams({ pageSize: '5', page: '2', status: 'all' }));
    expect((await listReviewsForModeration(admin, list)).items).toEqual([]);
    expect(parseModerationQuery(new URLSearchParams({ pageSize: '7' })).pageSize).toBe(10);
  });

  test('a fixed number of queries whatever the page size', async () => {
    const counts = [];
    for (const size of ['5', '50']) {
      const { queries } = await captureQueries(() =>
        listReviewsForModeration(
          admin,
          parseModerationQuery(new URLSearchParams({ pageSize: size, q: 'redmi' })),
        ),
      );
      counts.push(queries.length);
    }
    expect(counts[0]).toBe(counts[1]);
  });

  test('the CSV export has the spec columns, ; separators and a BOM', async () => {
    const response = await exportReviewsCsv(
      admin,
      parseModerationQuery(new URLSearchParams({ q: 'roborock', status: 'all' })),
    );
    expect(response.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="recensioni-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID;Prodotto;Utente;Rating;Stato;Commento;Pro;Contro;Data creazione;Data aggiornamento',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(';Roborock S8;Piero Fontana;4;In revisione;Si incastra sotto il divano;');
    expect(lines[1]).toMatch(/;01\/06\/2026 12:00;/);
  });

  test('a non-admin is refused', async () => {
    await expect(
      listReviewsForModeration({ isAdmin: false }, parseModerationQuery(new URLSearchParams())),
    ).rejects.toThrow('Accesso negato');
    expect((await db.select().from(reviews).where(eq(reviews.title, 'Rumoroso'))).length).toBe(1);
  });
});
