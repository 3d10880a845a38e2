import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type Actor, AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { activities, auditLog, pointsLedger, surveyCompletions, surveys } from '#db/schema/index.ts';
import { failure } from '#tests/support/app-error.ts';
import {
  createSurvey as makeSurvey,
  createSurveyCompletion,
  createSurveyCompletions,
  createSurveys,
  createUser,
} from '#tests/support/factories.ts';
import { type FakeSurveyProviders, startFakeSurveyProviders } from '#tests/support/fake-survey-providers.ts';
import { balance, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { listCompletionsForAdmin, listSurveysForAdmin } from './list-surveys.server.ts';
import { runSurveyCommand } from './run-survey-command.server.ts';
import { SURVEY_MESSAGES as M, surveyCommandSchema } from './survey.schema.ts';
import {
  completionLedgerKey,
  completionStatesOf,
  grantCompletionPoints,
  markSurveyCompleted,
  SURVEY_WALL_MESSAGES as WALL,
  startSurvey,
  verifyCompletion,
} from './survey-completions.server.ts';
import { parseSurveysQuery } from './surveys-query.ts';

/*
 * Surveys end to end below the routes (decision 019, admin-side §2, §5, §7, §9): Gestione Sondaggi's
 * commands and lists, the wall's start and return, 'Verifica' through a loopback SurveyMonkey and
 * Typeform, the manual credit (the spec's '+50 punti'), and that a completion is credited once whatever the path or the timing.
 */

const config = getConfig();
const originalProviders = structuredClone(config.surveyProviders);

let admin: Actor;
let fake: FakeSurveyProviders;

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin' })).id, isAdmin: true };
  fake = await startFakeSurveyProviders();
});

afterAll(async () => {
  config.surveyProviders = originalProviders;
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  config.surveyProviders = {
    ...structuredClone(originalProviders),
    surveymonkey: { token: fake.token, url: fake.surveymonkeyUrl },
    typeform: { token: fake.token, url: fake.typeformUrl },
  };
});

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

/** A go at a survey the person says they finished ("completato, in verifica"). */
const makeCompletion = (
  userId: string,
  surveyId: string,
  fields: Partial<typeof surveyCompletions.$inferInsert> = {},
) => createSurveyCompletion(userId, surveyId, { status: 'completed', completedAt: new Date(), ...fields });

const completionRow = async (id: string) =>
  (await db.select().from(surveyCompletions).where(eq(surveyCompletions.id, id)))[0]!;
const ledgerOf = (userId: string) => db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
const surveyActivitiesOf = (userId: string) =>
  db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.type, 'survey')));
const auditsOf = (entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);
const auditsBy = (actorId: string) => db.select().from(auditLog).where(eq(auditLog.actorId, actorId));

/** Everything a credit would move, to show that nothing did. */
const snapshot = async (userId: string, completionId: string) => ({
  completion: await completionRow(completionId),
  ledger: await ledgerOf(userId),
  balance: await balance(userId),
  activities: await surveyActivitiesOf(userId),
  audits: await auditsOf(completionId),
});

/** A survey command as the page's form or the JSON API would send it. */
const command = (fields: Record<string, unknown>) => surveyCommandSchema.parse(fields);
const refusals = (fields: Record<string, unknown>) => {
  const parsed = surveyCommandSchema.safeParse(fields);
  expect(parsed.success).toBe(false);
  return parsed.error!.issues.map((issue) => issue.message);
};

const createFields = (tag: string, fields: Record<string, unknown> = {}) => ({
  intent: 'create',
  surveyId: `crud-${tag}`,
  provider: 'SurveyMonkey',
  title: 'Abitudini di acquisto',
  description: '',
  url: 'https://www.surveymonkey.com/r/ABITUDINI',
  rewardPoints: '5',
  minutes: '8',
  status: 'active',
  ...fields,
});

const surveyBy = async (provider: string, surveyId: string) =>
  (
    await db
      .select()
      .from(surveys)
      .where(and(eq(surveys.provider, provider), eq(surveys.surveyId, surveyId)))
  )[0];

describe('Gestione Sondaggi: create, edit, delete', () => {
  test('the form’s rules: required fields, 3 to 10 points, an https link', () => {
    const tag = unique();
    expect(refusals(createFields(tag, { surveyId: '   ' }))).toEqual([M.required]);
    expect(refusals(createFields(tag, { provider: '' }))).toEqual([M.required]);
    expect(refusals(createFields(tag, { rewardPoints: '' }))).toContain(M.pointsRange);
    expect(refusals(createFields(tag, { rewardPoints: 'tanti' }))).toEqual([M.required]);
    for (const points of ['2', '11', 0, 50])
      expect(refusals(createFields(tag, { rewardPoints: points }))).toEqual([M.pointsRange]);
    for (const url of ['http://www.surveymonkey.com/r/X', 'javascript:alert(1)', 'www.example.com'])
      expect(refusals(createFields(tag, { url }))).toEqual([M.urlInvalid]);
    expect(M.required).toBe('Tutti i campi sono obbligatori e i punti devono essere ≥ 0');
    expect(M.urlInvalid).toBe('Il link del sondaggio deve iniziare con https://');
    // The edges are accepted, the provider is kept in lower case, an empty description is none.
    expect(command(createFields(tag, { rewardPoints: '3' }))).toMatchObject({
      provider: 'surveymonkey',
      rewardPoints: 3,
      description: null,
      minutes: 8,
    });
    expect(command(createFields(tag, { rewardPoints: 10 }))).toMatchObject({ rewardPoints: 10 });
  });

  test('create, a duplicate (provider, survey id) refused with 409, edit, delete: each change audited', async () => {
    const tag = unique();
    expect(await runSurveyCommand(admin, command(createFields(tag)))).toEqual({
      kind: 'success',
      title: 'Successo',
      message: 'Sondaggio creato con successo',
    });
    const created = (await surveyBy('surveymonkey', `crud-${tag}`))!;
    expect(created).toMatchObject({
      title: 'Abitudini di acquisto',
      description: null,
      url: 'https://www.surveymonkey.com/r/ABITUDINI',
      rewardPoints: 5,
      minutes: 8,
      status: 'active',
    });

    // The same survey of the same provider, whatever the case of the provider's name.
    expect(
      await failure(runSurveyCommand(admin, command(createFields(tag, { provider: 'surveymonkey ' })))),
    ).toEqual({ status: 409, message: 'Esiste già un sondaggio con questo ID per questo provider' });
    // The same id at another provider is another survey.
    await runSurveyCommand(admin, command(createFields(tag, { provider: 'typeform' })));
    const other = (await surveyBy('typeform', `crud-${tag}`))!;

    expect(
      await runSurveyCommand(
        admin,
        command({
          ...createFields(tag),
          intent: 'edit',
          id: created.id,
          title: 'Abitudini di acquisto 2026',
          rewardPoints: '9',
          status: 'inactive',
        }),
      ),
    ).toEqual({ kind: 'success', title: 'Successo', message: 'Sondaggio modificato con successo' });
    expect(await surveyBy('surveymonkey', `crud-${tag}`)).toMatchObject({
      id: created.id,
      title: 'Abitudini di acquisto 2026',
      rewardPoints: 9,
      status: 'inactive',
    });
    // Editing the other into the first one's (provider, id) is the same duplicate.
    expect(
      await failure(
        runSurveyCommand(
          admin,
          command({ ...createFields(tag), intent: 'edit', id: other.id, provider: 'surveymonkey' }),
        ),
      ),
    ).toEqual({ status: 409, message: M.duplicate });
    expect(await surveyBy('typeform', `crud-${tag}`)).toEqual(other);

    expect(await runSurveyCommand(admin, { intent: 'delete', id: created.id })).toEqual({
      kind: 'success',
      title: 'Successo',
      message: 'Sondaggio eliminato con successo',
    });
    expect(await surveyBy('surveymonkey', `crud-${tag}`)).toBeUndefined();
    expect(await failure(runSurveyCommand(admin, { intent: 'delete', id: created.id }))).toEqual({
      status: 404,
      message: M.surveyNotFound,
    });

    const audits = await auditsOf(created.id);
    expect(audits.map((row) => [row.action, row.actorId, row.entityType])).toEqual([
      ['survey.create', admin.id, 'survey'],
      ['survey.edit', admin.id, 'survey'],
      ['survey.delete', admin.id, 'survey'],
    ]);
    expect(JSON.parse(audits[1]!.before!)).toMatchObject({ title: 'Abitudini di acquisto', rewardPoints: 5 });
    expect(JSON.parse(audits[1]!.after!)).toMatchObject({ title: 'Abitudini di acquisto 2026' });
    expect(JSON.parse(audits[2]!.before!)).toMatchObject({ id: created.id, status: 'inactive' });
    // The refused edit of the other survey left no trace.
    expect((await auditsOf(other.id)).map((row) => row.action)).toEqual(['survey.create']);
  });

  test('a survey people have completed (even only started) is not deleted: 409, nothing changes', async () => {
    const survey = await makeSurvey();
    const user = await createUser();
    await makeCompletion(user.id, survey.id, { status: 'started', completedAt: null });
    expect(await failure(runSurveyCommand(admin, { intent: 'delete', id: survey.id }))).toEqual({
      status: 409,
      message: 'Impossibile eliminare un sondaggio con completamenti: rendilo inattivo',
    });
    expect(await surveyBy(survey.provider, survey.surveyId)).toEqual(survey);
    expect(await auditsOf(survey.id)).toEqual([]);
  });

  test('someone who is not an admin: 403 for every command, nothing written', async () => {
    const person = await createUser();
    const actor = { id: person.id, isAdmin: false };
    const tag = unique();
    const survey = await makeSurvey();
    const completion = await makeCompletion(person.id, survey.id);
    const forbidden = { status: 403, message: 'Accesso negato: serve un account amministratore' };

    expect(await failure(runSurveyCommand(actor, command(createFields(tag))))).toEqual(forbidden);
    expect(
      await failure(
        runSurveyCommand(actor, command({ ...createFields(tag), intent: 'edit', id: survey.id })),
      ),
    ).toEqual(forbidden);
    expect(await failure(runSurveyCommand(actor, { intent: 'delete', id: survey.id }))).toEqual(forbidden);
    const before = await snapshot(person.id, completion.id);
    expect(await failure(runSurveyCommand(actor, { intent: 'verify', completionId: completion.id }))).toEqual(
      forbidden,
    );
    expect(await failure(runSurveyCommand(actor, { intent: 'grant', completionId: completion.id }))).toEqual(
      forbidden,
    );
    expect(await failure(listSurveysForAdmin(actor, parseSurveysQuery(new URLSearchParams())))).toEqual(
      forbidden,
    );

    expect(await surveyBy('surveymonkey', `crud-${tag}`)).toBeUndefined();
    expect(await surveyBy(survey.provider, survey.surveyId)).toEqual(survey);
    expect(await snapshot(person.id, completion.id)).toEqual(before);
    expect(await auditsBy(person.id)).toEqual([]);
    // The provider was never asked.
    expect(fake.requests).toEqual([]);
  });
});

describe('Gestione Sondaggi: the lists', () => {
  const surveysList = (params: Record<string, string>) =>
    listSurveysForAdmin(admin, parseSurveysQuery(new URLSearchParams(params)));
  const completionsList = (params: Record<string, string>) =>
    listCompletionsForAdmin(admin, parseSurveysQuery(new URLSearchParams({ tab: 'completions', ...params })));
  const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id).sort();
  const sorted = (...rows: { id: string }[]) => rows.map((row) => row.id).sort();

  test('Sondaggi: free text on id, provider and title; provider and status filters', async () => {
    const tag = unique();
    const provider = `prova${tag}`;
    const alpha = await makeSurvey({ provider, surveyId: `alpha-${tag}`, title: `Abitudini ${tag}` });
    const beta = await makeSurvey({
      provider,
      surveyId: `beta-${tag}`,
      title: 'Elettrodomestici',
      status: 'inactive',
    });
    const gamma = await makeSurvey({ provider: `altro${tag}`, surveyId: `gamma-${tag}`, title: 'Viaggi' });

    expect(ids(await surveysList({ q: `ALPHA-${tag}` }))).toEqual([alpha.id]);
    expect(ids(await surveysList({ q: provider }))).toEqual(sorted(alpha, beta));
    expect(ids(await surveysList({ q: `abitudini ${tag}` }))).toEqual([alpha.id]);
    expect(ids(await surveysList({ q: alpha.id }))).toEqual([alpha.id]);
    expect(ids(await surveysList({ q: tag }))).toEqual(sorted(alpha, beta, gamma));
    expect(ids(await surveysList({ q: tag, provider }))).toEqual(sorted(alpha, beta));
    expect(ids(await surveysList({ q: tag, provider: provider.toUpperCase() }))).toEqual(sorted(alpha, beta));
    expect(ids(await surveysList({ q: tag, status: 'inactive' }))).toEqual([beta.id]);
    expect(ids(await surveysList({ q: tag, status: 'active' }))).toEqual(sorted(alpha, gamma));
    expect(ids(await surveysList({ q: `nessuno-${tag}` }))).toEqual([]);

    const page = await surveysList({ q: tag, provider });
    expect(page.total).toBe(2);
    expect(page.pageCount).toBe(1);
  });

  test('Sondaggi: each survey’s completions counted (not the started ones) and its verified ones', async () => {
    const provider = `conta${unique()}`;
    const counted = await makeSurvey({ provider });
    const untouched = await makeSurvey({ provider });
    for (const status of ['started', 'completed', 'verified', 'verified', 'screenout', 'reversed'] as const) {
      const user = await createUser();
      await makeCompletion(user.id, counted.id, {
        status,
        completedAt: status === 'started' ? null : new Date(),
      });
    }
    const page = await surveysList({ provider });
    const counts = Object.fromEntries(
      page.items.map((item) => [item.id, [item.completionsCount, item.verifiedCount]]),
    );
    // Six completions, the 'started' one not counted; two verified.
    expect(counts).toEqual({ [counted.id]: [5, 2], [untouched.id]: [0, 0] });
  });

  test('Completamenti: by a person’s id or e-mail, a survey’s id, a completion’s id, and status', async () => {
    const tag = unique();
    const provider = `prova${tag}`;
    const first = await makeSurvey({ provider, surveyId: `uno-${tag}` });
    const second = await makeSurvey({ provider, surveyId: `due-${tag}` });
    const anna = await createUser();
    const bruno = await createUser({ firstName: 'Bruno' });
    const annaFirst = await makeCompletion(anna.id, first.id);
    const annaSecond = await makeCompletion(anna.id, second.id, { status: 'verified', pointsEarned: 7 });
    const brunoFirst = await makeCompletion(bruno.id, first.id, { status: 'started', completedAt: null });

    const all = await completionsList({ provider });
    expect(all.total).toBe(3);
    expect(ids(all)).toEqual(sorted(annaFirst, annaSecond, brunoFirst));
    expect(all.items.find((item) => item.id === annaSecond.id)).toMatchObject({
      status: 'verified',
      pointsEarned: 7,
      userId: anna.id,
      userEmail: anna.email,
      surveyRowId: second.id,
      surveyId: `due-${tag}`,
      provider,
      rewardPoints: 7,
    });

    expect(ids(await completionsList({ provider, q: anna.id }))).toEqual(sorted(annaFirst, annaSecond));
    expect(ids(await completionsList({ q: anna.email.toUpperCase() }))).toEqual(
      sorted(annaFirst, annaSecond),
    );
    expect(ids(await completionsList({ q: `uno-${tag}` }))).toEqual(sorted(annaFirst, brunoFirst));
    expect(ids(await completionsList({ q: second.id }))).toEqual([annaSecond.id]);
    expect(ids(await completionsList({ q: brunoFirst.id }))).toEqual([brunoFirst.id]);
    expect(ids(await completionsList({ provider, completionStatus: 'started' }))).toEqual([brunoFirst.id]);
    expect(ids(await completionsList({ q: anna.id, completionStatus: 'verified' }))).toEqual([annaSecond.id]);
    expect((await completionsList({ q: `nessuno-${tag}@example.com` })).total).toBe(0);
  });

  test('Dal / Al are days in Italy: 23:30 UTC is already the next day in Rome', async () => {
    const provider = `date${unique()}`;
    const survey = await makeSurvey({ provider });
    const at = async (iso: string, fields: Partial<typeof surveyCompletions.$inferInsert> = {}) => {
      const when = new Date(iso);
      const user = await createUser();
      return makeCompletion(user.id, survey.id, {
        startedAt: when,
        completedAt: when,
        createdAt: when,
        ...fields,
      });
    };
    // 15 June 2025 in Rome (CEST, UTC+2) runs from 14 June 22:00 to 15 June 22:00 UTC.
    const late = await at('2025-06-14T23:30:00Z');
    const evening = await at('2025-06-15T21:59:00Z');
    const midnight = await at('2025-06-15T22:00:00Z');
    // Started the day before, came back on the 15th in Rome: it counts when it happened.
    const back = await at('2025-06-13T10:00:00Z', { completedAt: new Date('2025-06-15T08:00:00Z') });
    // 11 January 2025 in Rome (CET, UTC+1) starts at 10 January 23:00 UTC.
    const winter = await at('2025-01-10T23:30:00Z');
    const dates = async (from: string, to: string) =>
      ids(await completionsList({ provider, ...(from ? { from } : {}), ...(to ? { to } : {}) }));

    expect(await dates('2025-06-15', '2025-06-15')).toEqual(sorted(late, evening, back));
    expect(await dates('2025-06-14', '2025-06-14')).toEqual([]);
    expect(await dates('', '2025-06-14')).toEqual([winter.id]);
    expect(await dates('2025-06-16', '')).toEqual([midnight.id]);
    expect(await dates('2025-01-11', '2025-01-11')).toEqual([winter.id]);
    expect(await dates('2025-01-10', '2025-01-10')).toEqual([]);
    expect(await dates('2025-01-01', '2025-12-31')).toEqual(sorted(late, evening, midnight, back, winter));
    // A date that is not one is ignored, not an error.
    expect(await dates('2025-13-45', '')).toEqual(sorted(late, evening, midnight, back, winter));
  });

  test('Dal / Al on the days the clocks change in Italy (25 and 23 hours long)', async () => {
    const provider = `dst${unique()}`;
    const survey = await makeSurvey({ provider });
    const at = async (iso: string) => {
      const when = new Date(iso);
      const user = await createUser();
      return makeCompletion(user.id, survey.id, { startedAt: when, completedAt: when, createdAt: when });
    };
    // 26 October 2025 in Rome lasts 25 hours, until 26 October 23:00 UTC: 23:30 in Rome is that day.
    const octoberNight = await at('2025-10-26T22:30:00Z');
    // 30 March 2025 in Rome lasts 23 hours, until 30 March 22:00 UTC: 22:30 UTC is 31 March, 00:30.
    const marchNight = await at('2025-03-30T22:30:00Z');
    const day = async (date: string) => ids(await completionsList({ provider, from: date, to: date }));

    expect(await day('2025-10-26')).toEqual([octoberNight.id]);
    expect(await day('2025-10-27')).toEqual([]);
    expect(await day('2025-03-31')).toEqual([marchNight.id]);
    expect(await day('2025-03-30')).toEqual([]);
  });

  test('pages of 50 with the exact total, on both tabs', async () => {
    const provider = `pagine${unique()}`;
    const user = await createUser();
    const rows = await createSurveys(
      Array.from({ length: 51 }, (_, index) => ({
        surveyId: `p-${index}`,
        provider,
        title: `Pagina ${index}`,
        url: 'https://example.com/pagina',
        rewardPoints: 5,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
      })),
    );
    await createSurveyCompletions(
      rows.map((row, index) => ({
        userId: user.id,
        surveyId: row.id,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
      })),
    );

    const first = await surveysList({ provider });
    expect([first.total, first.pageCount, first.items.length]).toEqual([51, 2, 50]);
    expect(first.items[0]!.surveyId).toBe('p-50');
    const second = await surveysList({ provider, page: '2' });
    expect([second.total, second.items.map((item) => item.surveyId)]).toEqual([51, ['p-0']]);
    expect((await surveysList({ provider, page: '3' })).items).toEqual([]);

    const completions = await completionsList({ provider });
    expect([completions.total, completions.pageCount, completions.items.length]).toEqual([51, 2, 50]);
    const last = await completionsList({ provider, page: '2' });
    expect(last.items.map((item) => item.surveyId)).toEqual(['p-0']);
    expect((await completionsList({ q: user.id })).total).toBe(51);
  });
});

describe('the wall: start, come back', () => {
  test('the provider’s address carries the reference: SurveyMonkey in the query, Typeform in the fragment', async () => {
    const user = await createUser();
    const monkey = await makeSurvey({ url: 'https://www.surveymonkey.com/r/PROVATO?lang=it' });
    const form = await makeSurvey({ provider: 'typeform', url: 'https://provato.typeform.com/to/lT9Z2j' });

    const monkeyUrl = await startSurvey({ userId: user.id, surveyId: monkey.id });
    const [monkeyRow] = await db
      .select()
      .from(surveyCompletions)
      .where(and(eq(surveyCompletions.userId, user.id), eq(surveyCompletions.surveyId, monkey.id)));
    expect(monkeyRow).toMatchObject({
      status: 'started',
      source: 'wall',
      completedAt: null,
      pointsEarned: 0,
    });
    expect(monkeyUrl).toBe(`https://www.surveymonkey.com/r/PROVATO?lang=it&user_id=${monkeyRow!.id}`);

    const formUrl = await startSurvey({ userId: user.id, surveyId: form.id });
    const formRow = (await completionStatesOf(user.id)).get(form.id);
    expect(formRow).toBe('started');
    const [formCompletion] = await db
      .select()
      .from(surveyCompletions)
      .where(and(eq(surveyCompletions.userId, user.id), eq(surveyCompletions.surveyId, form.id)));
    expect(formUrl).toBe(`https://provato.typeform.com/to/lT9Z2j#user_id=${formCompletion!.id}`);

    // Opening it again: the same row, the same reference.
    expect(await startSurvey({ userId: user.id, surveyId: monkey.id })).toBe(monkeyUrl);
    expect(
      await db.$count(
        surveyCompletions,
        and(eq(surveyCompletions.userId, user.id), eq(surveyCompletions.surveyId, monkey.id)),
      ),
    ).toBe(1);
    // Nobody's points moved.
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  test('ten clicks on Inizia at once: one row, one reference', async () => {
    const user = await createUser();
    const survey = await makeSurvey();
    const urls = await Promise.all(
      Array.from({ length: 10 }, () => startSurvey({ userId: user.id, surveyId: survey.id })),
    );
    expect(new Set(urls).size).toBe(1);
    const rows = await db.select().from(surveyCompletions).where(eq(surveyCompletions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(urls[0]).toBe(`https://www.surveymonkey.com/r/PROVATO?user_id=${rows[0]!.id}`);
  });

  test('BitLabs’ wall knows the person: uid is their id, and no row is created', async () => {
    const user = await createUser();
    const wall = await makeSurvey({ provider: 'bitlabs', url: 'https://web.bitlabs.ai/?token=abc' });
    const url = new URL(await startSurvey({ userId: user.id, surveyId: wall.id }));
    expect(url.origin + url.pathname).toBe('https://web.bitlabs.ai/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'abc', uid: user.id });
    expect(await db.$count(surveyCompletions, eq(surveyCompletions.userId, user.id))).toBe(0);
  });

  test('a survey that is inactive or does not exist: 404 Sondaggio non disponibile', async () => {
    const user = await createUser();
    const closed = await makeSurvey({ status: 'inactive' });
    expect(await failure(startSurvey({ userId: user.id, surveyId: closed.id }))).toEqual({
      status: 404,
      message: 'Sondaggio non disponibile',
    });
    expect(
      await failure(startSurvey({ userId: user.id, surveyId: '00000000-0000-4000-8000-000000000000' })),
    ).toEqual({ status: 404, message: WALL.notFound });
    expect(await db.$count(surveyCompletions, eq(surveyCompletions.userId, user.id))).toBe(0);
  });

  test('coming back marks one’s own completion completed, once; then the survey is not opened again', async () => {
    const user = await createUser();
    const stranger = await createUser();
    const survey = await makeSurvey();
    await startSurvey({ userId: user.id, surveyId: survey.id });

    // Someone who never started it: the link is not theirs, and nobody's completion moves.
    expect(await failure(markSurveyCompleted({ userId: stranger.id, surveyId: survey.id }))).toEqual({
      status: 404,
      message: 'Questo link di ritorno non è valido',
    });
    expect((await completionStatesOf(user.id)).get(survey.id)).toBe('started');

    expect(await markSurveyCompleted({ userId: user.id, surveyId: survey.id })).toBe(WALL.thanks);
    const [row] = await db
      .select()
      .from(surveyCompletions)
      .where(and(eq(surveyCompletions.userId, user.id), eq(surveyCompletions.surveyId, survey.id)));
    expect(row!.status).toBe('completed');
    expect(row!.completedAt).toBeInstanceOf(Date);
    expect(Date.now() - row!.completedAt!.getTime()).toBeLessThan(60_000);

    // Again: the same thanks, the same moment.
    expect(await markSurveyCompleted({ userId: user.id, surveyId: survey.id })).toBe(WALL.thanks);
    expect(await completionRow(row!.id)).toEqual(row);

    expect(await failure(startSurvey({ userId: user.id, surveyId: survey.id }))).toEqual({
      status: 409,
      message: 'Hai già completato questo sondaggio: ogni sondaggio vale una volta sola.',
    });
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  test('completionStatesOf: one’s own completions by survey, not a provider’s per-transaction rows', async () => {
    const user = await createUser();
    const other = await createUser();
    const started = await makeSurvey();
    const verified = await makeSurvey();
    const wall = await makeSurvey({ provider: 'bitlabs' });
    await makeCompletion(user.id, started.id, { status: 'started', completedAt: null });
    await makeCompletion(user.id, verified.id, { status: 'verified', pointsEarned: 7 });
    await makeCompletion(user.id, wall.id, { transactionId: `tx-${unique()}`, source: 'callback' });
    await makeCompletion(other.id, wall.id, { status: 'screenout' });

    expect(await completionStatesOf(user.id)).toEqual(
      new Map([
        [started.id, 'started'],
        [verified.id, 'verified'],
      ]),
    );
    expect(await completionStatesOf((await createUser()).id)).toEqual(new Map());
  });
});

describe('Verifica, through the provider', () => {
  test.each(['surveymonkey', 'typeform'] as const)(
    '%s confirms: the survey’s points credited once, with one ledger row and one activity',
    async (provider) => {
      const user = await createUser();
      const survey = await makeSurvey({ provider, rewardPoints: 8, surveyId: `verifica-${unique()}` });
      const completion = await makeCompletion(user.id, survey.id);
      fake.setCompleted(provider, [completion.id]);

      expect(await runSurveyCommand(admin, { intent: 'verify', completionId: completion.id })).toEqual({
        kind: 'success',
        title: 'Successo',
        message: 'Completamento verificato: 8 punti accreditati',
      });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]).toMatchObject({ provider, authorization: `Bearer ${fake.token}` });

      const row = await completionRow(completion.id);
      expect(row).toMatchObject({ status: 'verified', pointsEarned: 8, verifiedBy: admin.id });
      expect(row.verifiedAt).toBeInstanceOf(Date);
      const ledger = await ledgerOf(user.id);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({
        delta: 8,
        kind: 'survey',
        idempotencyKey: `survey-completion:${completion.id}`,
        referenceType: 'survey_completion',
        referenceId: completion.id,
        actorId: admin.id,
      });
      expect(completionLedgerKey(completion.id)).toBe(ledger[0]!.idempotencyKey);
      expect((await surveyActivitiesOf(user.id)).map((activity) => activity.pointsEarned)).toEqual([8]);
      expect(await balance(user.id)).toEqual({ points: 8, lifetime: 8 });
      expect((await auditsOf(completion.id)).map((audit) => [audit.action, audit.actorId])).toEqual([
        ['survey_completion.verify', admin.id],
      ]);

      // A second 'Verifica': refused before asking the provider, and nothing moves.
      const before = await snapshot(user.id, completion.id);
      expect(
        await failure(runSurveyCommand(admin, { intent: 'verify', completionId: completion.id })),
      ).toEqual({ status: 409, message: 'Punti già accreditati per questo completamento' });
      expect(fake.requests).toHaveLength(1);
      expect(await snapshot(user.id, completion.id)).toEqual(before);
    },
  );

  test('a reference the provider does not know: "Verifica fallita", nothing changes', async () => {
    const user = await createUser();
    const survey = await makeSurvey();
    const completion = await makeCompletion(user.id, survey.id);
    fake.setCompleted('surveymonkey', ['5a8b1c2d-0000-4000-8000-000000000001']);
    const before = await snapshot(user.id, completion.id);
    expect(await verifyCompletion({ actor: admin, completionId: completion.id })).toEqual({
      kind: 'error',
      title: 'Verifica fallita',
      message: 'Utente non ha completato il sondaggio',
    });
    expect(await snapshot(user.id, completion.id)).toEqual(before);
  });

  test('the provider’s problems are the toast’s reason: a missing key, an HTTP 500', async () => {
    const user = await createUser();
    const survey = await makeSurvey();
    const completion = await makeCompletion(user.id, survey.id);
    fake.setCompleted('surveymonkey', [completion.id]);
    const before = await snapshot(user.id, completion.id);

    config.surveyProviders.surveymonkey = { token: undefined, url: fake.surveymonkeyUrl };
    expect(await verifyCompletion({ actor: admin, completionId: completion.id })).toEqual({
      kind: 'error',
      title: 'Verifica fallita',
      message: 'API Key SurveyMonkey non configurata',
    });
    expect(fake.requests).toEqual([]);

    config.surveyProviders.surveymonkey = { token: fake.token, url: fake.surveymonkeyUrl };
    fake.fault('surveymonkey', { status: 500 });
    const outcome = await verifyCompletion({ actor: admin, completionId: completion.id });
    expect(outcome).toEqual({
      kind: 'error',
      title: 'Verifica fallita',
      message: 'HTTP 500: Oh bananas! We couldn’t process your request.',
    });
    expect(await snapshot(user.id, completion.id)).toEqual(before);

    // Once the provider is back, the same completion verifies.
    fake.fault('surveymonkey', null);
    expect(await verifyCompletion({ actor: admin, completionId: completion.id })).toMatchObject({
      kind: 'success',
    });
    expect((await balance(user.id)).points).toBe(7);
  });

  test('any other provider: completed within 720 hours is verified, older or never completed is not', async () => {
    const recentUser = await createUser();
    const oldUser = await createUser();
    const startedUser = await createUser();
    const survey = await makeSurvey({ provider: 'cint', rewardPoints: 4 });
    const hour = 3_600_000;
    const recent = await makeCompletion(recentUser.id, survey.id, {
      completedAt: new Date(Date.now() - 719 * hour),
    });
    const old = await makeCompletion(oldUser.id, survey.id, {
      completedAt: new Date(Date.now() - 721 * hour),
    });
    const started = await makeCompletion(startedUser.id, survey.id, { status: 'started', completedAt: null });

    expect(await verifyCompletion({ actor: admin, completionId: recent.id })).toEqual({
      kind: 'success',
      title: 'Successo',
      message: M.verified(4),
    });
    expect(await completionRow(recent.id)).toMatchObject({ status: 'verified', pointsEarned: 4 });
    expect((await balance(recentUser.id)).points).toBe(4);

    for (const [completion, person, message] of [
      [old, oldUser, 'Completamento più vecchio di 30 giorni: non verificabile'],
      [started, startedUser, 'Il sondaggio non risulta completato'],
    ] as const) {
      const before = await snapshot(person.id, completion.id);
      expect(await verifyCompletion({ actor: admin, completionId: completion.id })).toEqual({
        kind: 'error',
        title: 'Verifica fallita',
        message,
      });
      expect(await snapshot(person.id, completion.id)).toEqual(before);
    }
    expect(fake.requests).toEqual([]);
  });

  test('a completion that does not exist: 404', async () => {
    const missing = '00000000-0000-4000-8000-00000000abcd';
    expect(await failure(verifyCompletion({ actor: admin, completionId: missing }))).toEqual({
      status: 404,
      message: 'Completamento non trovato',
    });
    expect(await failure(grantCompletionPoints({ actor: admin, completionId: missing }))).toEqual({
      status: 404,
      message: M.completionNotFound,
    });
  });
});

describe('the manual credit (the spec’s +50 punti)', () => {
  test('credits the survey’s own points once, as Verifica would; after it neither Verifica nor another credit pays', async () => {
    const user = await createUser();
    const survey = await makeSurvey();
    const completion = await makeCompletion(user.id, survey.id);
    fake.setCompleted('surveymonkey', [completion.id]);

    expect(await runSurveyCommand(admin, { intent: 'grant', completionId: completion.id })).toEqual({
      kind: 'success',
      title: 'Successo',
      message: '7 punti accreditati',
    });
    expect(await completionRow(completion.id)).toMatchObject({
      status: 'verified',
      pointsEarned: 7,
      verifiedBy: admin.id,
    });
    expect((await ledgerOf(user.id)).map((row) => [row.delta, row.idempotencyKey])).toEqual([
      [7, `survey-completion:${completion.id}`],
    ]);
    expect(await balance(user.id)).toEqual({ points: 7, lifetime: 7 });
    expect((await auditsOf(completion.id)).map((audit) => audit.action)).toEqual(['survey_completion.grant']);

    const before = await snapshot(user.id, completion.id);
    for (const intent of ['verify', 'grant'] as const)
      expect(await failure(runSurveyCommand(admin, { intent, completionId: completion.id }))).toEqual({
        status: 409,
        message: M.alreadyCredited,
      });
    expect(await snapshot(user.id, completion.id)).toEqual(before);
  });

  test('after Verifica, the manual credit is refused', async () => {
    const user = await createUser();
    const survey = await makeSurvey({ provider: 'typeform' });
    const completion = await makeCompletion(user.id, survey.id);
    fake.setCompleted('typeform', [completion.id]);
    await verifyCompletion({ actor: admin, completionId: completion.id });
    const before = await snapshot(user.id, completion.id);
    expect(await failure(grantCompletionPoints({ actor: admin, completionId: completion.id }))).toEqual({
      status: 409,
      message: 'Punti già accreditati per questo completamento',
    });
    expect(await snapshot(user.id, completion.id)).toEqual(before);
    expect(before.balance.points).toBe(7);
  });

  test('a blocked person earns nothing; a reversed or screened-out completion is not credited', async () => {
    const survey = await makeSurvey({ provider: 'cint' });
    const blocked = await createUser({ banned: true });
    const blockedCompletion = await makeCompletion(blocked.id, survey.id);
    const before = await snapshot(blocked.id, blockedCompletion.id);
    expect(
      await failure(grantCompletionPoints({ actor: admin, completionId: blockedCompletion.id })),
    ).toEqual({ status: 409, message: 'Utente bloccato: nessun punto accreditato' });
    // The generic check would pass (completed now): the block still stops it.
    expect(await failure(verifyCompletion({ actor: admin, completionId: blockedCompletion.id }))).toEqual({
      status: 409,
      message: M.userBlocked,
    });
    expect(await snapshot(blocked.id, blockedCompletion.id)).toEqual(before);

    for (const status of ['reversed', 'screenout'] as const) {
      const user = await createUser();
      const completion = await makeCompletion(user.id, survey.id, { status });
      const untouched = await snapshot(user.id, completion.id);
      for (const run of [grantCompletionPoints, verifyCompletion])
        expect(await failure(run({ actor: admin, completionId: completion.id }))).toEqual({
          status: 409,
          message: 'Questo completamento non può essere verificato',
        });
      expect(await snapshot(user.id, completion.id)).toEqual(untouched);
    }
  });
});

describe('one credit, whatever the timing', () => {
  test('Verifica and the manual credit at the same moment: exactly one of them pays, the survey’s points', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await createUser();
      const survey = await makeSurvey({ rewardPoints: 6 });
      const completion = await makeCompletion(user.id, survey.id);
      fake.setCompleted('surveymonkey', [completion.id]);

      const outcomes = await Promise.allSettled([
        runSurveyCommand(admin, { intent: 'verify', completionId: completion.id }),
        runSurveyCommand(admin, { intent: 'grant', completionId: completion.id }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected')!;
      expect(refused.reason).toBeInstanceOf(AppError);
      expect((refused.reason as AppError).status).toBe(409);

      const ledger = await ledgerOf(user.id);
      expect(ledger.map((row) => row.idempotencyKey)).toEqual([`survey-completion:${completion.id}`]);
      const paid = ledger[0]!.delta;
      expect(paid).toBe(6);
      expect(await completionRow(completion.id)).toMatchObject({ status: 'verified', pointsEarned: paid });
      expect(await balance(user.id)).toEqual({ points: paid, lifetime: paid });
      expect(await surveyActivitiesOf(user.id)).toHaveLength(1);
    }
  });

  test('ten manual credits at once: one credit', async () => {
    const user = await createUser();
    const survey = await makeSurvey();
    const completion = await makeCompletion(user.id, survey.id);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => grantCompletionPoints({ actor: admin, completionId: completion.id })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect((outcome.reason as AppError).message).toBe(M.alreadyCredited);
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect((await balance(user.id)).points).toBe(7);
    expect(await auditsOf(completion.id)).toHaveLength(1);
  });

  test('the ledger invariant holds for everyone: the sum of the deltas is the balance, never below 0', async () => {
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });
});
