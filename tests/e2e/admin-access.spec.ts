import type { APIRequestContext } from '@playwright/test';
import { demoAdmin, demoUser, expect, signIn, test } from './support.ts';

/** Every back-office page and a sample of admin API paths, for every kind of visitor (DESIGN.md §4). */
const adminPages = [
  '/admin',
  '/admin/analytics',
  '/admin/reviews',
  '/admin/users',
  '/admin/rewards',
  '/admin/badges',
  '/admin/surveys',
  '/admin/cashback',
  '/admin/import',
  '/admin/images',
  '/admin/curation',
  '/admin/database',
];
const adminApis = [
  ['GET', '/api/admin/reviews/pending'],
  ['POST', '/api/admin/moderate-review'],
  ['GET', '/api/admin/rewards/pending'],
  ['POST', '/api/admin/rewards/approve'],
  ['POST', '/api/admin/rewards/reject'],
] as const;

async function statusOf(request: APIRequestContext, method: 'GET' | 'POST', path: string) {
  const response = await request.fetch(path, {
    method,
    maxRedirects: 0,
    headers: method === 'POST' ? { 'Content-Type': 'application/json' } : {},
    data: method === 'POST' ? {} : undefined,
  });
  return { status: response.status(), location: response.headers()['location'] };
}

test('anonymous visitors are sent to sign in, with the way back; admin APIs answer 401', async ({
  request,
}) => {
  for (const path of adminPages) {
    expect(await statusOf(request, 'GET', path), path).toEqual({
      status: 302,
      location: `/auth?redirect=${path}`,
    });
  }
  for (const [method, path] of adminApis) {
    expect((await statusOf(request, method, path)).status, path).toBe(401);
  }
});

test('signed-in users who are not admins go home; admin APIs answer 403', async ({ page }) => {
  await signIn(page, demoUser);
  for (const path of adminPages) {
    expect(await statusOf(page.request, 'GET', path), path).toEqual({ status: 302, location: '/' });
  }
  for (const [method, path] of adminApis) {
    expect((await statusOf(page.request, method, path)).status, path).toBe(403);
  }
});

test('admins reach every section, each built; an unknown one is a 404', async ({ page }) => {
  await signIn(page, demoAdmin);
  for (const path of adminPages) {
    expect((await statusOf(page.request, 'GET', path)).status, path).toBe(200);
  }
  await page.goto('/admin/surveys');
  await expect(page.getByRole('heading', { name: 'Gestione Sondaggi' })).toBeVisible();
  await expect(page.getByText('in fase di sviluppo')).toHaveCount(0);
  expect((await statusOf(page.request, 'GET', '/admin/sezione-inesistente')).status).toBe(404);
});
