import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseHandle, db } from '#app/lib/db.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import { discardImportPreview } from '#app/modules/imports/discard-import-preview.server.ts';
import { importJob } from '#app/modules/imports/run-import.server.ts';
import { priceAlertsJob } from '#app/modules/price-alerts/check-price-alerts.server.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { auditLog, importRuns } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action, loader } from './import.tsx';

/*
 * Previews never started ('In attesa' for ever before): an admin discards one with 'Scarta', and
 * one left for more than a day is discarded by itself when the history is read. Either way it
 * leaves the history and its file leaves the disk; a run already started is never touched.
 */

let who: ReturnType<typeof asViewer>;
beforeAll(async () => {
  who = asViewer(await createUser({ role: 'admin' }), true);
  await startJobs(databaseHandle(), {
    jobs: [importJob as never, priceAlertsJob as never],
    work: false,
  });
});
afterAll(() => stopJobs());

const CSV = [
  'SKU;Nome;Prezzo;URL;Negozio',
  'D-1;Cuffie da studio;89,90;https://audio.example/d1;Audio Shop',
].join('\r\n');

/** Uploads a file as the page does: answers the new preview's id. */
async function preview(name: string): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([CSV]), name);
  const answer = await runRoute(action as never, {
    request: new Request('http://localhost:3000/admin/import?upload', { method: 'POST', body }),
    context: routeContext({ viewer: who }),
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('Location')!, 'http://x').searchParams.get('run')!;
}

const page = (query = '') =>
  runRoute<Awaited<ReturnType<typeof loader>>>(loader as never, {
    request: new Request(`http://localhost:3000/admin/import${query}`),
    context: routeContext({ viewer: who }),
  });

const command = (fields: Record<string, string | undefined>) =>
  runRoute<AdminAnswer>(action as never, {
    request: formRequest('/admin/import', fields),
    context: routeContext({ viewer: who }),
  });

const historyNames = async () => (await page()).data!.history.runs.map((run) => run.sourceName);
const fileOf = async (runId: string) =>
  (await db.select({ filePath: importRuns.filePath }).from(importRuns).where(eq(importRuns.id, runId)))[0]!
    .filePath!;
const ageBy = (runId: string, hours: number) =>
  db
    .update(importRuns)
    .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
    .where(eq(importRuns.id, runId));
const audits = (runId: string) =>
  db
    .select({ action: auditLog.action, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'import_run'), eq(auditLog.entityId, runId)));

/** A preview started with a complete mapping (its job is queued; nothing here works it). */
async function started(name: string): Promise<string> {
  const runId = await preview(name);
  const answer = await command({
    intent: 'start',
    runId,
    'column.externalId': 'SKU',
    'column.name': 'Nome',
    'column.price': 'Prezzo',
    'column.affiliateUrl': 'URL',
    'column.merchantName': 'Negozio',
  });
  expect(answer.status).toBe(200);
  return runId;
}

describe("'Scarta': an admin discards a preview never started", () => {
  test('it leaves the history, its page and the disk; the audit log keeps who did it', async () => {
    const runId = await preview('scarta-a-mano.csv');
    const file = await fileOf(runId);
    expect(existsSync(file)).toBe(true);
    expect(await historyNames()).toContain('scarta-a-mano.csv');

    const answer = await command({ intent: 'discard', runId });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      toast: { title: 'Successo', message: 'Anteprima scartata' },
    });

    expect(await historyNames()).not.toContain('scarta-a-mano.csv');
    expect((await page(`?run=${runId}`)).status).toBe(404);
    expect(existsSync(file)).toBe(false);
    expect(await audits(runId)).toEqual(
      expect.arrayContaining([{ action: 'import.discard', actorId: who!.id }]),
    );
  });

  test('a run already started, an unknown or a malformed one is refused in Italian and nothing changes', async () => {
    const runId = await started('gia-avviata.csv');
    const refused = await command({ intent: 'discard', runId });
    expect(refused.status).toBe(409);
    expect(refused.data?.toast.message).toBe('Questa importazione è già stata avviata');
    expect(await db.$count(importRuns, eq(importRuns.id, runId))).toBe(1);

    const unknown = await command({ intent: 'discard', runId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.data?.toast.message).toBe('Importazione non trovata');
    const malformed = await command({ intent: 'discard', runId: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.data?.toast.message).toBe('Importazione non trovata');
  });

  test('only admins discard', async () => {
    const runId = await preview('solo-admin.csv');
    const user = { id: (await createUser()).id, isAdmin: false };
    await expect(discardImportPreview({ actor: user, runId })).rejects.toMatchObject({ status: 403 });
    expect(await db.$count(importRuns, eq(importRuns.id, runId))).toBe(1);
    await discardImportPreview({ actor: who!, runId });
  });
});

describe('previews left for more than a day are discarded by themselves', () => {
  test('when the history is read: older than a day gone (and its file); younger, started or finished runs stay', async () => {
    const stale = await preview('dimenticata.csv');
    const fresh = await preview('di-stamattina.csv');
    const oldStarted = await started('avviata-ieri.csv');
    const staleFile = await fileOf(stale);
    await ageBy(stale, 25);
    await ageBy(fresh, 23);
    await ageBy(oldStarted, 72);

    const history = (await page()).data!.history;
    const names = history.runs.map((run) => run.sourceName);
    expect(names).not.toContain('dimenticata.csv');
    expect(names).toEqual(expect.arrayContaining(['di-stamattina.csv', 'avviata-ieri.csv']));
    expect(history.total).toBe(history.runs.length);
    expect(existsSync(staleFile)).toBe(false);
    expect(await db.$count(importRuns, eq(importRuns.id, stale))).toBe(0);
    expect(await audits(stale)).toEqual(
      expect.arrayContaining([{ action: 'import.discard_stale', actorId: null }]),
    );
    // Its own page is gone too; the younger one still opens with its preview.
    expect((await page(`?run=${stale}`)).status).toBe(404);
    expect((await page(`?run=${fresh}`)).data!.run).toMatchObject({ status: 'idle', started: false });
  });
});
