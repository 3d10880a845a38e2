import { parseWithZod } from '@conform-to/zod/v4';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseUsersQuery, usersHref } from './users-query.ts';
import { bulkAppliedMessage, USER_MESSAGES, userCommandSchema } from './users.schema.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return parseWithZod(data, { schema: userCommandSchema });
};
/** The first message of each field, as the page shows it. */
const errorsOf = (submission: ReturnType<typeof form>) =>
  submission.status === 'success'
    ? {}
    : Object.fromEntries(
        Object.entries(submission.error ?? {}).map(([field, messages]) => [field, messages?.[0]]),
      );
const jsonErrors = (value: unknown) => {
  const result = userCommandSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('userCommandSchema from a form', () => {
  test('points: a signed integer and a trimmed reason', () => {
    const submission = form([
      ['intent', 'adjust-points'],
      ['userId', 'abcDEF123'],
      ['points', '-20'],
      ['reason', '  Recensione duplicata  '],
    ]);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      intent: 'adjust-points',
      userId: 'abcDEF123',
      points: -20,
      reason: 'Recensione duplicata',
    });
  });

  test('points: empty, zero, decimal, out of range, and no reason give the Italian messages', () => {
    const base: [string, string][] = [
      ['intent', 'adjust-points'],
      ['userId', 'u1'],
    ];
    expect(errorsOf(form([...base, ['points', ''], ['reason', '']]))).toEqual({
      points: USER_MESSAGES.pointsRequired,
      reason: USER_MESSAGES.reasonRequired,
    });
    expect(errorsOf(form([...base, ['points', '0'], ['reason', 'x']]))).toEqual({
      points: USER_MESSAGES.pointsNotZero,
    });
    expect(errorsOf(form([...base, ['points', '2.5'], ['reason', 'x']]))).toEqual({
      points: USER_MESSAGES.pointsInteger,
    });
    expect(errorsOf(form([...base, ['points', 'dieci'], ['reason', 'x']]))).toEqual({
      points: USER_MESSAGES.pointsRequired,
    });
    expect(errorsOf(form([...base, ['points', '100001'], ['reason', 'x']]))).toEqual({
      points: USER_MESSAGES.pointsRange,
    });
    expect(errorsOf(form([...base, ['points', '5'], ['reason', '   ']]))).toEqual({
      reason: USER_MESSAGES.reasonRequired,
    });
    expect(errorsOf(form([...base, ['points', '5'], ['reason', 'x'.repeat(501)]]))).toEqual({
      reason: USER_MESSAGES.reasonTooLong,
    });
  });

  test('bulk: repeated userIds make the list; none selected is Seleziona almeno un utente', () => {
    const one = form([
      ['intent', 'bulk'],
      ['action', 'toggle-block'],
      ['userIds', 'a1'],
    ]);
    expect(one.status === 'success' && one.value).toEqual({
      intent: 'bulk',
      action: 'toggle-block',
      userIds: ['a1'],
    });
    const many = form([
      ['intent', 'bulk'],
      ['action', 'toggle-block'],
      ['userIds', 'a1'],
      ['userIds', 'b2'],
      ['userIds', 'a1'],
    ]);
    expect(many.status === 'success' && many.value).toMatchObject({ userIds: ['a1', 'b2'] });
    expect(
      errorsOf(
        form([
          ['intent', 'bulk'],
          ['action', 'toggle-block'],
        ]),
      ),
    ).toEqual({ userIds: 'Seleziona almeno un utente' });
  });

  test('bulk: points need points and a reason, a badge needs a badge', () => {
    expect(
      errorsOf(
        form([
          ['intent', 'bulk'],
          ['action', 'points'],
          ['userIds', 'a1'],
        ]),
      ),
    ).toEqual({ points: USER_MESSAGES.pointsRequired, reason: USER_MESSAGES.reasonRequired });
    expect(
      errorsOf(
        form([
          ['intent', 'bulk'],
          ['action', 'badge'],
          ['userIds', 'a1'],
          ['badgeId', 'non-un-uuid'],
        ]),
      ),
    ).toEqual({ badgeId: USER_MESSAGES.badgeRequired });
    expect(
      errorsOf(
        form([
          ['intent', 'bulk'],
          ['action', 'delete'],
          ['userIds', 'a1'],
        ]),
      ),
    ).toEqual({ action: USER_MESSAGES.actionInvalid });
  });

  test('role and intent', () => {
    expect(
      errorsOf(
        form([
          ['intent', 'set-role'],
          ['userId', 'a1'],
          ['role', 'superadmin'],
        ]),
      ),
    ).toEqual({ role: USER_MESSAGES.roleInvalid });
    expect(errorsOf(form([['intent', 'delete-everything']]))).toEqual({
      intent: USER_MESSAGES.intentInvalid,
    });
    expect(
      errorsOf(
        form([
          ['intent', 'block'],
          ['userId', 'spazi e ; punti'],
          ['rule', 'conduct-automation'],
          ['reason', 'Recensioni scritte da un programma'],
        ]),
      ),
    ).toEqual({ userId: 'Utente non trovato' });
    // A block states its reasons: a rule blocks may apply and the admin's words.
    expect(
      errorsOf(
        form([
          ['intent', 'block'],
          ['userId', 'a1'],
          ['rule', 'review-own-words'],
        ]),
      ),
    ).toEqual({ rule: 'Scegli la regola applicata', reason: 'Indica il motivo del blocco' });
  });
});

describe('userCommandSchema from JSON', () => {
  test('numbers and arrays as JSON sends them', () => {
    expect(
      userCommandSchema.parse({ intent: 'adjust-points', userId: 'u1', points: 20, reason: 'Bonus' }),
    ).toEqual({ intent: 'adjust-points', userId: 'u1', points: 20, reason: 'Bonus' });
    expect(
      userCommandSchema.parse({
        intent: 'bulk',
        action: 'points',
        userIds: ['u1', 'u2'],
        points: '-5',
        reason: 'x',
      }),
    ).toMatchObject({ points: -5, userIds: ['u1', 'u2'] });
    expect(jsonErrors({ intent: 'bulk', action: 'toggle-block', userIds: [] })).toEqual({
      userIds: 'Seleziona almeno un utente',
    });
    expect(jsonErrors({ intent: 'bulk', action: 'toggle-block' })).toEqual({
      userIds: 'Seleziona almeno un utente',
    });
    expect(
      jsonErrors({
        intent: 'bulk',
        action: 'toggle-block',
        userIds: Array.from({ length: 1001 }, (_, i) => `u${i}`),
      }),
    ).toEqual({ userIds: USER_MESSAGES.tooManyUsers });
    expect(jsonErrors({ intent: 'adjust-points', userId: 'u1', points: 5 })).toEqual({
      reason: USER_MESSAGES.reasonRequired,
    });
    expect(jsonErrors({ intent: 'unblock', userId: 42 })).toEqual({ userId: 'Utente non trovato' });
  });

  test('whatever is sent, parsing answers with messages and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = userCommandSchema.safeParse(value);
        if (!result.success) for (const issue of result.error.issues) expect(issue.message).toMatch(/^[A-Z]/);
      }),
    );
  });

  test('the bulk message', () => {
    expect(bulkAppliedMessage(12)).toBe('Azione applicata a 12 utenti');
    expect(bulkAppliedMessage(1)).toBe('Azione applicata a 1 utente');
    expect(bulkAppliedMessage(1000)).toBe('Azione applicata a 1.000 utenti');
  });
});

describe('parseUsersQuery', () => {
  test('reads every filter and keeps the href round trip', () => {
    const query = parseUsersQuery(
      new URLSearchParams({
        q: ' rossi ',
        status: 'blocked',
        role: 'admin',
        tier: 'Gold',
        pointsMin: '10',
        pointsMax: '500',
        from: '2026-01-01',
        to: '2026-02-01',
        page: '3',
        pageSize: '20',
      }),
    );
    expect(query).toEqual({
      q: 'rossi',
      userId: '',
      status: 'blocked',
      role: 'admin',
      tier: 'Gold',
      pointsMin: 10,
      pointsMax: 500,
      from: '2026-01-01',
      to: '2026-02-01',
      page: 3,
      pageSize: 20,
    });
    expect(parseUsersQuery(new URL(usersHref(query), 'http://x').searchParams)).toEqual(query);
    expect(usersHref({ ...query, page: 1, pageSize: 10, pointsMin: null, pointsMax: null })).toBe(
      '/admin/users?q=rossi&from=2026-01-01&to=2026-02-01&status=blocked&role=admin&tier=Gold',
    );
  });

  test('defaults: page size 10, no filters; a reversed points range is swapped', () => {
    expect(parseUsersQuery(new URLSearchParams())).toMatchObject({
      pageSize: 10,
      page: 1,
      status: '',
      role: '',
      tier: '',
      pointsMin: null,
      pointsMax: null,
    });
    expect(parseUsersQuery(new URLSearchParams({ pointsMin: '500', pointsMax: '10' }))).toMatchObject({
      pointsMin: 10,
      pointsMax: 500,
    });
  });

  test('bad values fall back to no filter, never an error', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'q',
            'status',
            'role',
            'tier',
            'pointsMin',
            'pointsMax',
            'from',
            'to',
            'page',
            'pageSize',
          ),
          fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', '-1', '1e9', 'NaN', '1.5', '')),
        ),
        (params) => {
          const query = parseUsersQuery(new URLSearchParams(params));
          expect([5, 10, 20, 50]).toContain(query.pageSize);
          expect(['', 'active', 'blocked', 'unconfirmed']).toContain(query.status);
          expect(['', 'user', 'admin']).toContain(query.role);
          expect(['', 'Bronze', 'Silver', 'Gold']).toContain(query.tier);
          for (const bound of [query.pointsMin, query.pointsMax])
            expect(bound === null || (Number.isInteger(bound) && bound >= 0)).toBe(true);
        },
      ),
    );
  });
});
